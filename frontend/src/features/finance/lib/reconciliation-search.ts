import { RECONCILIATION_MAX_DAYS } from '@flirtwire/contracts';
import { integer, searchSchema, text, type SearchOf } from '@/lib/search-schema';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A UTC day (YYYY-MM-DD) `days` after (or before) another. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The period the screen opens on: yesterday (UTC), the day the daily job reconciles. */
export function defaultPeriod(now: Date = new Date()): { from: string; to: string } {
  const yesterday = addDays(now.toISOString().slice(0, 10), -1);
  return { from: yesterday, to: yesterday };
}

const validDay = (day: string) =>
  DAY.test(day) && new Date(`${day}T00:00:00.000Z`).toISOString().startsWith(day);

/** A UTC day (YYYY-MM-DD) that exists; anything else reads as undefined. */
const day = (value: unknown) => {
  const read = text()(value);
  return read !== undefined && validDay(read) ? read : undefined;
};

/**
 * `/finance_console/reconciliation?from=2026-03-01&to=2026-03-31&page=2`: the period (UTC days,
 * both inclusive) and the page of differences. A day that is not one, a period backwards or
 * longer than the endpoint takes opens on the default period instead of an error.
 */
export const ReconciliationSearch = searchSchema(
  { from: day, to: day, page: integer({ min: 1 }) },
  (search): { from?: string; to?: string; page?: number | undefined } => {
    const { from, to } = search;
    if (from === undefined || to === undefined) return { page: search.page };
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    return days < 1 || days > RECONCILIATION_MAX_DAYS
      ? { page: search.page }
      : { from, to, page: search.page };
  },
);
export type ReconciliationSearch = SearchOf<typeof ReconciliationSearch>;

/** The period shown: the URL's, else the default. */
export function periodOf(search: ReconciliationSearch, now: Date = new Date()) {
  const { from, to } = search;
  return from !== undefined && to !== undefined ? { from, to } : defaultPeriod(now);
}
