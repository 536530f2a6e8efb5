import { z } from 'zod';
import { EARNINGS_WINDOWS } from '../shared/fees.js';
import { Cents } from '../shared/money.js';
import { ChannelAmounts } from './customer.read-models.js';

const Day = z.string().describe('Calendar day, YYYY-MM-DD');
const Month = z.string().describe('Calendar month in the time zone, YYYY-MM');

/** GET /client_api/earnings/insights */
export const EarningsInsightsQuery = z.object({
  window: z.enum(EARNINGS_WINDOWS).default('30'),
});
export type EarningsInsightsQuery = z.infer<typeof EarningsInsightsQuery>;

/**
 * The channels chart's points by the window's length: a day each up to 62 days, a week each
 * (from Monday) up to 186, a month each beyond and for lifetime.
 */
export const CHANNEL_BUCKETS = [
  { bucket: 'day', upToDays: 62 },
  { bucket: 'week', upToDays: 186 },
  { bucket: 'month', upToDays: Number.POSITIVE_INFINITY },
] as const;
export type ChannelBucket = (typeof CHANNEL_BUCKETS)[number]['bucket'];

/** Top spenders listed with their share of the window's gross. */
export const TOP_SPENDERS = 10;
/** First-purchase months shown in the cohort triangle (the newest ones). */
export const COHORT_MONTHS = 12;
/** Weekdays of the heat map, Monday first (the index is `weekday`). */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/**
 * Where each insight's figure can be checked by an auditor: `GET /audit/provenance/computed`
 * with `figure` and the Flirt as `subjectId`, over `from`..`to` (UTC days) and, for figures in
 * the Flirt's time zone, `time_zone` (docs/adr/0075, 0122).
 */
export const InsightProvenance = z.object({
  figure: z.string(),
  from: Day.nullable(),
  to: Day,
  part: z.string().nullable(),
  time_zone: z.string().nullable(),
});
export type InsightProvenance = z.infer<typeof InsightProvenance>;

/**
 * Earnings insights (issue 35): who pays and when, from the Flirt's payments (gross: what
 * customers paid, before fees; refunds and chargebacks do not take a spender away). The window
 * is the earnings view's (UTC days ending today); months, weekdays and hours are the Flirt's
 * time zone's.
 */
export const EarningsInsightsResponse = z.object({
  window: z.enum(EARNINGS_WINDOWS),
  from: Day.nullable(),
  to: Day,
  time_zone: z.string().describe("The Flirt's time zone (IANA)"),
  /** Customers who paid anything in the window. */
  spenders: z.number().int().nonnegative(),
  /** Of them, those whose first payment to this Flirt ever falls in the window. */
  new_spenders: z.number().int().nonnegative(),
  gross: Cents,
  average_per_spender: Cents,
  /** How long each point of `channels_over_time` is: by the window's length. */
  bucket: z.enum(['day', 'week', 'month']),
  /**
   * Gross per channel per day, week (from Monday) or month of the window in the Flirt's time
   * zone, oldest first, each point named by its first day; periods without payments at zero.
   */
  channels_over_time: z.array(z.object({ start: Day, gross: ChannelAmounts })),
  /** 7 × 24 cells, Monday 0h first: payments and gross by weekday and hour of the wall clock. */
  heat_map: z.array(
    z.object({
      weekday: z.number().int().min(0).max(6),
      hour: z.number().int().min(0).max(23),
      payments: z.number().int().nonnegative(),
      gross: Cents,
    }),
  ),
  /** The cell with the most gross (earliest on a tie); null without payments. */
  best: z.object({ weekday: z.number().int(), hour: z.number().int(), gross: Cents }).nullable(),
  top_spenders: z.array(
    z.object({
      customer_id: z.string(),
      seeker_name: z.string().nullable(),
      gross: Cents,
      /** Of the window's gross, 0 to 1. */
      share: z.number().min(0).max(1),
    }),
  ),
  /**
   * Retention by month of first purchase (all time, the newest COHORT_MONTHS months):
   * `active[k]` is how many of the cohort's customers paid in its k-th month after the first
   * (`active[0]` = `customers`), up to the current month.
   */
  cohorts: z.array(
    z.object({
      month: Month,
      customers: z.number().int().nonnegative(),
      active: z.array(z.number().int().nonnegative()),
    }),
  ),
  provenance: z.object({
    spenders: InsightProvenance,
    new_spenders: InsightProvenance,
    gross: InsightProvenance,
    average_per_spender: InsightProvenance,
    channels_over_time: InsightProvenance,
    heat_map: InsightProvenance,
    top_spenders: InsightProvenance,
    cohorts: InsightProvenance,
  }),
});
export type EarningsInsightsResponse = z.infer<typeof EarningsInsightsResponse>;
