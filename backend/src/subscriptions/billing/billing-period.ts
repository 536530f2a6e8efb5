import { RENEWAL_RETRY_AFTER_DAYS } from '@flirtwire/contracts';

/**
 * Monthly billing periods and the retry policy (docs/adr/0050). Pure: every function takes
 * the times it needs as ISO strings.
 */

const DAY_MS = 86_400_000;

/**
 * The same moment `months` calendar months later, clamped to the end of a shorter month
 * (Jan 31 + 1 month = Feb 28 or 29). Periods are always counted from the subscription's
 * anchor, so a clamp never drifts the later periods (Jan 31, Feb 28, Mar 31, ...).
 */
function addMonths(iso: string, months: number): string {
  const date = new Date(iso);
  const target = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.toISOString();
}

export function addDays(iso: string, days: number): string {
  return new Date(new Date(iso).getTime() + days * DAY_MS).toISOString();
}

/** The index n of the period starting at `periodStart` (= addMonths(anchor, n)). */
function periodIndex(anchor: string, periodStart: string): number {
  const a = new Date(anchor);
  const p = new Date(periodStart);
  let n = (p.getUTCFullYear() - a.getUTCFullYear()) * 12 + (p.getUTCMonth() - a.getUTCMonth());
  while (n > 0 && addMonths(anchor, n) > periodStart) n--;
  while (addMonths(anchor, n + 1) <= periodStart) n++;
  return Math.max(0, n);
}

export interface Period {
  readonly periodStart: string;
  readonly periodEnd: string;
}

export function firstPeriod(now: string): Period {
  return { periodStart: now, periodEnd: addMonths(now, 1) };
}

/**
 * The period a renewal at `now` pays for: the one after the last paid period, or, after
 * downtime longer than a period, the one `now` falls in (periods that ended while nobody could
 * be charged are never charged afterwards).
 */
export function renewalPeriod(anchor: string, paidPeriodStart: string, now: string): Period {
  let n = periodIndex(anchor, paidPeriodStart) + 1;
  while (addMonths(anchor, n + 1) <= now) n++;
  return { periodStart: addMonths(anchor, n), periodEnd: addMonths(anchor, n + 1) };
}

/**
 * The retry policy of a failed renewal (ToS: a failed recurring payment cancels): the card is
 * tried again 1 day and 3 days after the first failed attempt of the period; when the attempt
 * at 3 days fails too, the subscription is cancelled (reason charge_failed). Meanwhile the
 * status is charge_failed, access continues, and the customer may update the card and press
 * Renew, which tries at once without moving the schedule.
 */
export const RETRY_AFTER_DAYS = RENEWAL_RETRY_AFTER_DAYS;

/** The retry times after a first failure at `failedAt`. */
export function retrySchedule(failedAt: string): readonly string[] {
  return RETRY_AFTER_DAYS.map((days) => addDays(failedAt, days));
}

/** The next retry after `now`, or null when the schedule is used up. */
export function nextRetry(schedule: readonly string[], now: string): string | null {
  return schedule.find((at) => at > now) ?? null;
}
