import { describe, expect, it } from '@jest/globals';
import type { ThresholdView } from '@flirtwire/contracts';
import { describeThreshold } from './describe-threshold';

describe('describeThreshold (the thresholds table)', () => {
  const rule: ThresholdView = {
    taxYear: 2025,
    jurisdiction: 'federal',
    minGrossCents: 0,
    grossComparison: 'at_least',
    minTransactions: 0,
    transactionsComparison: 'at_least',
    note: '',
    edited: false,
  };

  it('names the gross alone when the transaction count does not count', () => {
    expect(
      describeThreshold({
        ...rule,
        minGrossCents: 60_000,
        grossComparison: 'at_least',
        minTransactions: 0,
        transactionsComparison: 'at_least',
      }),
    ).toBe('gross at least $600.00');
  });

  it('adds the transaction count when it does', () => {
    expect(
      describeThreshold({
        ...rule,
        minGrossCents: 2_000_000,
        grossComparison: 'more_than',
        minTransactions: 200,
        transactionsComparison: 'more_than',
      }),
    ).toBe('gross more than $20,000.00 and more than 200 transactions');
  });
});
