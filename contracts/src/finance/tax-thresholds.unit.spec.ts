import { describe, expect, it } from '@jest/globals';
import {
  defaultThresholds,
  evaluateThreshold,
  thresholdApplies,
  thresholdsFor,
  type ThresholdRule,
} from './tax-thresholds.js';

const rule = (year: number, jurisdiction: string): ThresholdRule => {
  const found = defaultThresholds(year).find((r) => r.jurisdiction === jurisdiction);
  if (!found) throw new Error(jurisdiction);
  return found;
};
const crossed = (r: ThresholdRule, grossCents: number, transactions: number) =>
  evaluateThreshold(r, { grossCents, transactions }).crossed;

describe('Form 1099-K thresholds (data by tax year and jurisdiction)', () => {
  it('federal: $20,000.00 with 200 transactions gets no form; $20,000.01 with 201 does; both must pass', () => {
    const federal = rule(2025, 'federal');
    expect(crossed(federal, 2_000_000, 200)).toBe(false);
    expect(crossed(federal, 2_000_001, 201)).toBe(true);
    expect(crossed(federal, 2_000_001, 200)).toBe(false);
    expect(crossed(federal, 2_000_000, 201)).toBe(false);
    expect(crossed(federal, 10_000_000, 5)).toBe(false);
    expect(evaluateThreshold(federal, { grossCents: 2_000_001, transactions: 201 }).why).toBe(
      'Federal (IRS): crossed, gross $20,000.01 is more than $20,000.00 and 201 transactions more than 200',
    );
    expect(evaluateThreshold(federal, { grossCents: 2_000_000, transactions: 200 }).why).toBe(
      'Federal (IRS): not crossed, gross $20,000.00 is not more than $20,000.00 and 200 transactions not more than 200',
    );
  });

  it('platform policy: $5,000.00 or more from 2024, $20,000.00 or more before', () => {
    expect(crossed(rule(2024, 'platform'), 499_999, 1)).toBe(false);
    expect(crossed(rule(2024, 'platform'), 500_000, 1)).toBe(true);
    expect(crossed(rule(2026, 'platform'), 500_000, 1)).toBe(true);
    expect(crossed(rule(2023, 'platform'), 500_000, 1)).toBe(false);
    expect(crossed(rule(2023, 'platform'), 1_999_999, 300)).toBe(false);
    expect(crossed(rule(2023, 'platform'), 2_000_000, 1)).toBe(true);
    expect(crossed(rule(2021, 'platform'), 2_000_000, 1)).toBe(true);
  });

  it('states: VT, MA, VA, MD $600.00 or more; IL more than $1,000.00 and at least 4 transactions', () => {
    for (const state of ['VT', 'MA', 'VA', 'MD']) {
      expect(crossed(rule(2025, state), 59_999, 1)).toBe(false);
      expect(crossed(rule(2025, state), 60_000, 1)).toBe(true);
    }
    const il = rule(2025, 'IL');
    expect(crossed(il, 100_000, 10)).toBe(false);
    expect(crossed(il, 100_001, 3)).toBe(false);
    expect(crossed(il, 100_001, 4)).toBe(true);
  });

  it('applies a state rule only to payees in that state', () => {
    expect(thresholdApplies(rule(2025, 'VT'), 'VT')).toBe(true);
    expect(thresholdApplies(rule(2025, 'VT'), 'NY')).toBe(false);
    expect(thresholdApplies(rule(2025, 'VT'), null)).toBe(false);
    expect(thresholdApplies(rule(2025, 'federal'), null)).toBe(true);
    expect(thresholdApplies(rule(2025, 'platform'), 'NY')).toBe(true);
  });

  it("uses finance's latest edit of a year's rule, and only for that year", () => {
    const edit = { ...rule(2025, 'federal'), minGrossCents: 60_000, minTransactions: 0, note: 'x' };
    const later = { ...edit, minGrossCents: 70_000 };
    const rules = thresholdsFor(2025, [edit, later]);
    expect(rules.find((r) => r.jurisdiction === 'federal')?.minGrossCents).toBe(70_000);
    expect(
      thresholdsFor(2024, [edit]).find((r) => r.jurisdiction === 'federal')?.minGrossCents,
    ).toBe(2_000_000);
    expect(rules).toHaveLength(7);
  });
});
