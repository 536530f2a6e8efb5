import { describe, expect, it } from '@jest/globals';
import { addDays, defaultPeriod, periodOf, ReconciliationSearch } from './reconciliation-search';

describe('the reconciliation screen’s period', () => {
  const now = new Date('2026-03-01T05:00:00.000Z');

  it('opens on yesterday (UTC), the day the daily job reconciles', () => {
    expect(defaultPeriod(now)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(periodOf(ReconciliationSearch.parse({}), now)).toEqual(defaultPeriod(now));
  });

  it('keeps a valid period from the URL and the page', () => {
    expect(ReconciliationSearch.parse({ from: '2026-02-01', to: '2026-02-28', page: '2' })).toEqual(
      { from: '2026-02-01', to: '2026-02-28', page: 2 },
    );
  });

  it('opens on the default for a day that is not one, a backwards or a too long period', () => {
    for (const search of [
      { from: '2026-02-30', to: '2026-03-01' },
      { from: '2026-03-02', to: '2026-03-01' },
      { from: '2026-01-01', to: '2026-03-01' },
      { from: 'soon', to: '2026-03-01' },
    ]) {
      expect(periodOf(ReconciliationSearch.parse(search), now)).toEqual(defaultPeriod(now));
    }
  });

  it('counts days across months', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
