import { dayNumber, dayText } from '../shared/days.js';

/**
 * Value tiers and lapse statuses of My Customers: the spec names the chips (002 §2) but not
 * their rules, so they are defined here, once, and used by the projection (stored dates), the
 * search (filters) and the segments endpoint (explanations the UI shows on each chip).
 *
 * Both are judged per Flirt from that Flirt's own customers and dates:
 *
 * **Value tier** (`interval_earnings_group`), from what the customer spent with this Flirt in the
 * last 365 days (after refunds), ranked among this Flirt's customers who spent anything then:
 * - Highest: the top 5% (at least one customer when anyone spent);
 * - High: the next 15% (top 20%);
 * - Medium: the next 30% (top 50%);
 * - Low: the rest who spent in the last 365 days;
 * - $0 L365D: spent before, but nothing in the last 365 days;
 * - No spend: never spent anything.
 * Ties share the higher tier (the cut-off is the amount of the last customer inside the
 * percentage), so equal spenders always get the same chip.
 *
 * **Lapse status** (`lapse_status`), from the customer's own rhythm: their cadence is the average
 * number of days between their paying days. In order:
 * - No spend: never paid;
 * - Unknown: paid, but everything was refunded or charged back (no spending left to judge);
 * - New: first payment less than 30 days ago;
 * - 1-day Only: every payment fell on a single day (and that was 30 or more days ago);
 * - Active: last payment within their active window: twice their cadence, rounded up to
 *   30, 45, 60, 90, 120 or 180 days (30 at least, 180 at most);
 * - Lapsing: past the active window but within the lapsed window: four times their cadence
 *   (and at least 30 days past the active window), rounded up to 90, 120, 180, 270 or 365 days;
 * - Lapsed: past the lapsed window.
 * So a weekly buyer is Lapsing after a month of silence, a monthly subscriber only after two.
 * Statuses count UTC calendar days (like the money windows, rolled at UTC midnight); the
 * "days since" a grid shows count calendar days in the Flirt's time zone.
 */

export const VALUE_TIERS = ['Highest', 'High', 'Medium', 'Low', '$0 L365D', 'No spend'] as const;
export type ValueTier = (typeof VALUE_TIERS)[number];

export const LAPSE_STATUSES = [
  'New',
  'Active',
  '1-day Only',
  'Lapsing',
  'Lapsed',
  'No spend',
  'Unknown',
] as const;
export type LapseStatus = (typeof LAPSE_STATUSES)[number];

/** Share of spenders (cumulative) inside each paying tier. */
export const TIER_SHARES = { Highest: 0.05, High: 0.2, Medium: 0.5 } as const;

/** The least 365-day spend (cents) of each tier for one Flirt; null while nobody spent. */
export interface TierCutoffs {
  readonly Highest: number;
  readonly High: number;
  readonly Medium: number;
}

/**
 * How many top spenders fall inside each cumulative share: the ranks (1-based) whose amounts
 * are the cut-offs. With 1 spender all three are 1; with 40: 2, 8 and 20.
 */
export function tierRanks(spenders: number): { Highest: number; High: number; Medium: number } {
  const rank = (share: number) => Math.max(1, Math.ceil(spenders * share));
  return {
    Highest: rank(TIER_SHARES.Highest),
    High: rank(TIER_SHARES.High),
    Medium: rank(TIER_SHARES.Medium),
  };
}

/**
 * The tier of one customer.
 *
 * @example valueTier(12_000, 30_000, { Highest: 10_000, High: 5_000, Medium: 1_000 }) === 'Highest'
 */
export function valueTier(
  last365Cents: number,
  lifetimeCents: number,
  cutoffs: TierCutoffs | null,
): ValueTier {
  if (last365Cents > 0) {
    if (!cutoffs || last365Cents >= cutoffs.Highest) return 'Highest';
    if (last365Cents >= cutoffs.High) return 'High';
    if (last365Cents >= cutoffs.Medium) return 'Medium';
    return 'Low';
  }
  return lifetimeCents > 0 ? '$0 L365D' : 'No spend';
}

/** Active windows (days), shortest first: twice the cadence rounded up to one of these. */
export const ACTIVE_WINDOWS = [30, 45, 60, 90, 120, 180] as const;
/** Lapsed windows (days): four times the cadence (≥ active + 30) rounded up to one of these. */
export const LAPSED_WINDOWS = [90, 120, 180, 270, 365] as const;
/** A first payment this recent makes a customer New. */
export const NEW_CUSTOMER_DAYS = 30;

function roundUp(days: number, steps: readonly number[]): number {
  return steps.find((step) => step >= days) ?? (steps[steps.length - 1] as number);
}

/**
 * The active and lapsed windows of a customer who paid on `earnDays` distinct days spread from
 * the first to the last paying day (`spanDays` apart). One paying day: the shortest windows.
 */
export function lapseWindows(
  earnDays: number,
  spanDays: number,
): { activeDays: number; lapsedDays: number } {
  const cadence = earnDays >= 2 ? spanDays / (earnDays - 1) : 0;
  const activeDays = roundUp(2 * cadence, ACTIVE_WINDOWS);
  const lapsedDays = roundUp(Math.max(4 * cadence, activeDays + 30), LAPSED_WINDOWS);
  return { activeDays, lapsedDays };
}

/**
 * The days a customer's status changes, from their paying days (UTC, YYYY-MM-DD). Stored on
 * each row, so "what is their status today" (and a status filter) is a comparison of days.
 */
export interface LapseDays {
  /** The first day the customer is no longer New (first paying day + 30). */
  readonly newUntil: string;
  /** The last day they are Active (last paying day + their active window). */
  readonly activeThrough: string;
  /** The last day they are Lapsing (last paying day + their lapsed window). */
  readonly lapsingThrough: string;
}

export function lapseDays(firstEarnDay: string, lastEarnDay: string, earnDays: number): LapseDays {
  // Day numbers (remembered per day) rather than dates: the customer rows call this per payment.
  const first = dayNumber(firstEarnDay);
  const last = dayNumber(lastEarnDay);
  const { activeDays, lapsedDays } = lapseWindows(earnDays, last - first);
  return {
    newUntil: dayText(first + NEW_CUSTOMER_DAYS),
    activeThrough: dayText(last + activeDays),
    lapsingThrough: dayText(last + lapsedDays),
  };
}

export interface LapseFacts {
  /** Ever paid anything (before refunds). */
  readonly paid: boolean;
  /** Lifetime spend after refunds and chargebacks. */
  readonly lifetimeCents: number;
  readonly earnDays: number;
  readonly days: LapseDays | null;
}

/** The lapse status on `today` (UTC day), in the order the module comment gives. */
export function lapseStatus(facts: LapseFacts, today: string): LapseStatus {
  if (!facts.paid || !facts.days) return 'No spend';
  if (facts.lifetimeCents <= 0) return 'Unknown';
  if (today < facts.days.newUntil) return 'New';
  if (facts.earnDays <= 1) return '1-day Only';
  if (today <= facts.days.activeThrough) return 'Active';
  if (today <= facts.days.lapsingThrough) return 'Lapsing';
  return 'Lapsed';
}

export interface SegmentChip {
  readonly label: string;
  /** A colour hint (CSS hex); the UI may map it to its palette. */
  readonly colour: string;
  readonly explanation: string;
}

/** What each value chip means (the segments endpoint adds the Flirt's current cut-offs). */
export const VALUE_TIER_CHIPS: Readonly<Record<ValueTier, SegmentChip>> = {
  Highest: {
    label: 'Highest',
    colour: '#6a1b9a',
    explanation: 'Among your top 5% of customers by what they spent with you in the last 365 days.',
  },
  High: {
    label: 'High',
    colour: '#1565c0',
    explanation: 'In your top 20% by spend in the last 365 days (below the top 5%).',
  },
  Medium: {
    label: 'Medium',
    colour: '#2e7d32',
    explanation: 'In your top half by spend in the last 365 days (below the top 20%).',
  },
  Low: {
    label: 'Low',
    colour: '#9e9d24',
    explanation: 'Spent with you in the last 365 days, in your lower half.',
  },
  '$0 L365D': {
    label: '$0 L365D',
    colour: '#8d6e63',
    explanation: 'Spent with you before, but nothing in the last 365 days.',
  },
  'No spend': {
    label: 'No spend',
    colour: '#9e9e9e',
    explanation: 'Has never spent anything with you (a follower or a contact).',
  },
};

export const LAPSE_STATUS_CHIPS: Readonly<Record<LapseStatus, SegmentChip>> = {
  New: {
    label: 'New',
    colour: '#00897b',
    explanation: 'First paid you less than 30 days ago.',
  },
  Active: {
    label: 'Active',
    colour: '#2e7d32',
    explanation:
      'Paid you recently for their usual rhythm: within twice their usual gap between paying days (30 to 180 days).',
  },
  '1-day Only': {
    label: '1-day Only',
    colour: '#5c6bc0',
    explanation: 'Every payment was on a single day, 30 or more days ago.',
  },
  Lapsing: {
    label: 'Lapsing',
    colour: '#ef6c00',
    explanation:
      'Quieter than usual: past twice their usual gap, but within four times it (90 to 365 days).',
  },
  Lapsed: {
    label: 'Lapsed',
    colour: '#c62828',
    explanation: 'Has not paid for more than four times their usual gap (at least 90 days).',
  },
  'No spend': {
    label: 'No spend',
    colour: '#9e9e9e',
    explanation: 'Has never paid you.',
  },
  Unknown: {
    label: 'Unknown',
    colour: '#757575',
    explanation: 'Paid, but everything was refunded or charged back, so there is nothing to judge.',
  },
};

/** System tags (spec 002 §3) and when a customer carries each. */
export const SYSTEM_TAGS = [
  'Blocked',
  'Free Followers',
  'Affiliate Referral',
  'Recurring Tributes',
  'Subscribers',
  'Pending Expirations',
  'Expired Subscribers',
] as const;
export type SystemTag = (typeof SYSTEM_TAGS)[number];

export const SYSTEM_TAG_RULES: Readonly<Record<SystemTag, string>> = {
  Blocked: 'You blocked this customer.',
  'Free Followers': 'Follows you and has never paid you.',
  'Affiliate Referral': 'Came to you through your affiliate link.',
  'Recurring Tributes': 'Sends you a monthly recurring tribute.',
  Subscribers: 'Has a live feed or package subscription with you.',
  'Pending Expirations':
    'A subscription ends with its paid period (cancelled, or its renewal charge failed).',
  'Expired Subscribers': 'Subscribed before; no subscription is live now.',
};

/** The rules in words, for API documentation and help text. */
export const SEGMENT_RULES_TEXT = [
  'Value tiers rank the Flirt’s customers by what they spent in the last 365 days (after refunds), among those who spent anything then: Highest is the top 5% (at least one customer), High the top 20%, Medium the top 50%, Low the rest; $0 L365D spent before but not in the last 365 days; No spend never spent. Equal amounts share the higher tier.',
  'Lapse status follows each customer’s own rhythm (cadence: the average gap between their paying days): No spend never paid; Unknown paid but everything was refunded; New first paid less than 30 days ago; 1-day Only paid on a single day, 30 or more days ago; Active last paid within twice their cadence (rounded up to 30, 45, 60, 90, 120 or 180 days); Lapsing within four times it (and 30 days past the active window; rounded up to 90, 120, 180, 270 or 365 days); Lapsed after that.',
  'Days since contact and since earning are counted in the Flirt’s time zone; statuses and the money windows (7 to 365 days) use UTC calendar days, rolled at each UTC midnight.',
].join('\n\n');
