import { FIRST_TAX_YEAR } from '@flirtwire/contracts';
import { integer, searchSchema, type SearchOf } from '@/lib/search-schema';

/** The tax year the console opens on when the URL names none: last year, the one being filed. */
export const defaultTaxYear = (now: Date = new Date()): number => now.getFullYear() - 1;

/**
 * `/finance_console?year=2025`: the tax year shown, one the year picker offers (from the first
 * tax year to this one). The URL carries plain text (lib/search-params.ts), so the year is
 * coerced; anything else (`?year=soon`, a year to come) opens on the default year.
 */
const taxYear = integer({ min: FIRST_TAX_YEAR });

export const FinanceConsoleSearch = searchSchema({
  year: (value: unknown) => {
    const year = taxYear(value);
    return year !== undefined && year <= new Date().getFullYear() ? year : undefined;
  },
});
export type FinanceConsoleSearch = SearchOf<typeof FinanceConsoleSearch>;
