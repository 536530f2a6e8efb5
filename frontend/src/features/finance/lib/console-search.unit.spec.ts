import { describe, expect, it } from '@jest/globals';
import { parseSearch, stringifySearch } from '@/lib/search-params';
import { defaultTaxYear, FinanceConsoleSearch } from './console-search';

describe('finance console URL state (?year=)', () => {
  it('reads the tax year from the plain query string, and writes it back unquoted', () => {
    expect(FinanceConsoleSearch.parse(parseSearch('?year=2025'))).toEqual({ year: 2025 });
    expect(stringifySearch(FinanceConsoleSearch.parse({ year: 2024 }))).toBe('?year=2024');
  });

  it('opens on the default year when the URL names none, or a year the picker does not offer', () => {
    const thisYear = new Date().getFullYear();
    for (const query of ['', '?year=soon', '?year=2020', `?year=${String(thisYear + 1)}`]) {
      expect(FinanceConsoleSearch.parse(parseSearch(query)).year).toBeUndefined();
    }
    expect(FinanceConsoleSearch.parse({ year: String(thisYear) }).year).toBe(thisYear);
    expect(defaultTaxYear(new Date(2026, 10, 25))).toBe(2025);
  });
});
