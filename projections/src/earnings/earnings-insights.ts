import {
  addDays,
  averageCents,
  CHANNEL_BUCKETS,
  type ChannelBucket,
  COHORT_MONTHS,
  type ChannelAmounts,
  daysBetween,
  type EarningsChannel,
  TOP_SPENDERS,
  utcDay,
  zonedDay,
  zonedWeekHour,
} from '@flirtwire/contracts';
import type { EarningsHistoryDoc } from './earnings.projection.js';

/** One payment a customer made to the Flirt (gross, before the fee), however it was read. */
export interface InsightPayment {
  readonly customerId: string;
  /** The instant it counts at (a call's or a chat volley's own `at`, as the earnings view). */
  readonly at: string;
  readonly channel: EarningsChannel;
  readonly grossCents: number;
}

/** The filter and fields of a Flirt's payments in the earnings history (the read model). */
export const insightPaymentsFilter = (creatorId: string) => ({
  creatorId,
  kind: 'payment' as const,
});
export const INSIGHT_PAYMENT_FIELDS = {
  customerId: 1,
  createdAt: 1,
  channel: 1,
  amountCents: 1,
} as const;

/** The payments among earnings history rows (its reversals are left out). */
export function insightPaymentsOf(
  rows: readonly Pick<EarningsHistoryDoc, 'customerId' | 'createdAt' | 'channel' | 'amountCents'>[],
): InsightPayment[] {
  return rows.map((row) => ({
    customerId: row.customerId,
    at: row.createdAt,
    channel: row.channel,
    grossCents: row.amountCents,
  }));
}

export interface InsightsWindow {
  /** First UTC day of the window, inclusive; null: lifetime. */
  readonly from: string | null;
  /** Last UTC day, inclusive (today for the product; any day for an auditor). */
  readonly to: string;
  /** The Flirt's time zone: months, weekdays and hours are its wall clock's. */
  readonly timeZone: string;
}

export interface HeatCell {
  readonly weekday: number;
  readonly hour: number;
  readonly payments: number;
  readonly gross: number;
}

export interface Cohort {
  readonly month: string;
  readonly customers: number;
  readonly active: number[];
}

export interface EarningsInsights {
  readonly spenders: number;
  readonly newSpenders: number;
  readonly gross: number;
  readonly averagePerSpender: number;
  /** How long each point of `channelsOverTime` is (by the window's length). */
  readonly bucket: ChannelBucket;
  /** Gross per channel per bucket, oldest first, buckets without payments at zero. */
  readonly channelsOverTime: { start: string; gross: ChannelAmounts }[];
  readonly heatMap: HeatCell[];
  readonly best: { weekday: number; hour: number; gross: number } | null;
  readonly topSpenders: { customerId: string; gross: number; share: number }[];
  readonly cohorts: Cohort[];
}

const zeroAmounts = (): ChannelAmounts => ({
  Calls: 0,
  Chat: 0,
  Tributes: 0,
  'Paid Mail': 0,
  Goodies: 0,
  Recurring: 0,
  total: 0,
});

/** `YYYY-MM` moved by `months`. */
export function addMonths(month: string, months: number): string {
  const [year = 1970, m = 1] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Whole months from `from` to `to` (`YYYY-MM`). */
function monthsBetween(from: string, to: string): number {
  const index = (month: string) => {
    const [year = 1970, m = 1] = month.split('-').map(Number);
    return year * 12 + m;
  };
  return index(to) - index(from);
}

/**
 * The bucket of the channels chart for a window: days up to two months, weeks (from Monday) up
 * to half a year, months beyond (and for lifetime), so a chart has between 7 and ~60 points.
 */
export function channelBucketOf(window: Pick<InsightsWindow, 'from' | 'to'>): ChannelBucket {
  if (window.from === null) return 'month';
  const days = daysBetween(window.from, window.to) + 1;
  return CHANNEL_BUCKETS.find((b) => days <= b.upToDays)?.bucket ?? 'month';
}

/** The first day of the bucket holding `day` (`YYYY-MM-DD`; weeks start on Monday). */
function bucketStart(day: string, bucket: ChannelBucket): string {
  if (bucket === 'day') return day;
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The first day of the bucket after the one starting on `start`. */
function nextBucket(start: string, bucket: ChannelBucket): string {
  if (bucket === 'day') return addDays(start, 1);
  if (bucket === 'week') return addDays(start, 7);
  return `${addMonths(start.slice(0, 7), 1)}-01`;
}

/**
 * Earnings insights of one Flirt from their payments (issue 35), a pure fold: payments after
 * `to` are not yet there; within `from`..`to` (UTC days, the earnings view's window) it counts
 * spenders, new spenders (first payment ever to this Flirt in the window), gross and the average
 * per spender, gross per channel per day, week or month (by the window's length), payments by weekday and hour, the top spenders and
 * their share; cohorts by month of first purchase cover all time up to `to`. Months, weekdays
 * and hours are the wall clock of `timeZone`, across daylight-saving changes. Zero payments
 * should not be passed (a free minute is no purchase); refunds do not undo a spender.
 */
export function earningsInsights(
  payments: readonly InsightPayment[],
  window: InsightsWindow,
): EarningsInsights {
  const { from, to, timeZone } = window;
  const upToDate = payments.filter((p) => p.grossCents > 0 && utcDay(p.at) <= to);
  const first = new Map<string, string>();
  for (const p of upToDate) {
    const seen = first.get(p.customerId);
    if (seen === undefined || Date.parse(p.at) < Date.parse(seen)) first.set(p.customerId, p.at);
  }
  const inWindow = upToDate.filter((p) => from === null || utcDay(p.at) >= from);

  const bySpender = new Map<string, number>();
  let gross = 0;
  const heat: HeatCell[] = [];
  for (let weekday = 0; weekday < 7; weekday++) {
    for (let hour = 0; hour < 24; hour++) heat.push({ weekday, hour, payments: 0, gross: 0 });
  }
  const bucket = channelBucketOf(window);
  const buckets = new Map<string, ChannelAmounts>();
  for (const p of inWindow) {
    gross += p.grossCents;
    bySpender.set(p.customerId, (bySpender.get(p.customerId) ?? 0) + p.grossCents);
    const { weekday, hour } = zonedWeekHour(p.at, timeZone);
    const cell = heat[weekday * 24 + hour];
    if (cell)
      heat[weekday * 24 + hour] = {
        ...cell,
        payments: cell.payments + 1,
        gross: cell.gross + p.grossCents,
      };
    const start = bucketStart(zonedDay(p.at, timeZone), bucket);
    const amounts = buckets.get(start) ?? zeroAmounts();
    amounts[p.channel] += p.grossCents;
    amounts.total += p.grossCents;
    buckets.set(start, amounts);
  }

  let newSpenders = 0;
  for (const customerId of bySpender.keys()) {
    const at = first.get(customerId);
    if (at !== undefined && (from === null || utcDay(at) >= from)) newSpenders++;
  }

  let best: EarningsInsights['best'] = null;
  for (const cell of heat) {
    if (cell.gross > 0 && (best === null || cell.gross > best.gross)) {
      best = { weekday: cell.weekday, hour: cell.hour, gross: cell.gross };
    }
  }

  const topSpenders = [...bySpender]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, TOP_SPENDERS)
    .map(([customerId, cents]) => ({ customerId, gross: cents, share: cents / gross }));

  const channelsOverTime: EarningsInsights['channelsOverTime'] = [];
  if (inWindow.length > 0) {
    // From the window's first day (or the first payment, for lifetime) to its last, in the zone.
    const starts = [...buckets.keys(), ...(from === null ? [] : [bucketStart(from, bucket)])];
    const firstStart = starts.sort()[0] ?? bucketStart(to, bucket);
    const lastStart = [...starts, bucketStart(to, bucket)].sort().at(-1) ?? firstStart;
    for (let start = firstStart; start <= lastStart; start = nextBucket(start, bucket)) {
      channelsOverTime.push({ start, gross: buckets.get(start) ?? zeroAmounts() });
    }
  }

  return {
    spenders: bySpender.size,
    newSpenders,
    gross,
    averagePerSpender: averageCents(gross, bySpender.size),
    bucket,
    channelsOverTime,
    heatMap: heat,
    best,
    topSpenders,
    cohorts: cohortsOf(upToDate, first, timeZone, to),
  };
}

/** The retention triangle: per month of first purchase, who paid again k months later. */
function cohortsOf(
  payments: readonly InsightPayment[],
  first: ReadonlyMap<string, string>,
  timeZone: string,
  to: string,
): Cohort[] {
  if (first.size === 0) return [];
  const cohortOf = new Map<string, string>();
  for (const [customerId, at] of first)
    cohortOf.set(customerId, zonedDay(at, timeZone).slice(0, 7));
  const activeIn = new Map<string, Set<string>>();
  let last = to.slice(0, 7);
  for (const p of payments) {
    const month = zonedDay(p.at, timeZone).slice(0, 7);
    if (month > last) last = month;
    const cohort = cohortOf.get(p.customerId);
    if (cohort === undefined) continue;
    const key = `${cohort}+${monthsBetween(cohort, month)}`;
    const set = activeIn.get(key) ?? new Set<string>();
    set.add(p.customerId);
    activeIn.set(key, set);
  }
  const earliest = [...cohortOf.values()].sort()[0] ?? last;
  const start = [earliest, addMonths(last, -(COHORT_MONTHS - 1))].sort().at(-1) ?? earliest;
  const cohorts: Cohort[] = [];
  for (let month = start; month <= last; month = addMonths(month, 1)) {
    const active: number[] = [];
    for (let k = 0; k <= monthsBetween(month, last); k++) {
      active.push(activeIn.get(`${month}+${k}`)?.size ?? 0);
    }
    cohorts.push({ month, customers: active[0] ?? 0, active });
  }
  return cohorts;
}
