import { z } from 'zod';
import { formatCents } from '../shared/money.js';
import { FIRST_TAX_YEAR } from './tax-thresholds.constants.js';
export { FIRST_TAX_YEAR } from './tax-thresholds.constants.js';

/**
 * Form 1099-K thresholds as data (spec/README.md "out of date or silent"): keyed by tax year
 * and jurisdiction, shipped with these defaults and editable by finance (`TaxThresholdSet`).
 * A payee crosses a threshold when BOTH the gross and the transaction count pass it.
 */
export const JURISDICTIONS = ['platform', 'federal', 'VT', 'MA', 'VA', 'MD', 'IL'] as const;
export const Jurisdiction = z.enum(JURISDICTIONS);
export type Jurisdiction = z.infer<typeof Jurisdiction>;

export const JURISDICTION_NAMES: Record<Jurisdiction, string> = {
  platform: 'Platform policy',
  federal: 'Federal (IRS)',
  VT: 'Vermont',
  MA: 'Massachusetts',
  VA: 'Virginia',
  MD: 'Maryland',
  IL: 'Illinois',
};

export const Comparison = z.enum(['at_least', 'more_than']);
export type Comparison = z.infer<typeof Comparison>;
export const LAST_TAX_YEAR = 2100;
export const TaxYear = z.coerce
  .number()
  .int('Please choose a tax year from 2021.')
  .min(FIRST_TAX_YEAR, 'Please choose a tax year from 2021.')
  .max(LAST_TAX_YEAR, 'Please choose a tax year from 2021.');

export const ThresholdRule = z.object({
  taxYear: z.number().int().min(FIRST_TAX_YEAR).max(LAST_TAX_YEAR),
  jurisdiction: Jurisdiction,
  minGrossCents: z.number().int().nonnegative(),
  grossComparison: Comparison,
  minTransactions: z.number().int().nonnegative(),
  transactionsComparison: Comparison,
  note: z.string().max(500),
});
export type ThresholdRule = z.infer<typeof ThresholdRule>;

/** The year's figures a threshold is checked against (box 1a and box 3). */
export interface ThresholdFigures {
  readonly grossCents: number;
  readonly transactions: number;
}

/**
 * The shipped defaults for a tax year:
 * - platform policy (spec 001 §9): a form at $5,000 gross or more from 2024, $20,000 before;
 * - federal filing minimum as restored by the 2025 law for every year from 2022 (and the rule
 *   in force for 2021): more than $20,000 AND more than 200 transactions;
 * - states that require forms at lower amounts (spec/README.md): Vermont, Massachusetts,
 *   Virginia and Maryland $600 or more; Illinois more than $1,000 and at least 4 transactions.
 */
export function defaultThresholds(taxYear: number): ThresholdRule[] {
  const rule = (
    jurisdiction: Jurisdiction,
    minGrossCents: number,
    grossComparison: Comparison,
    minTransactions: number,
    transactionsComparison: Comparison,
    note: string,
  ): ThresholdRule => ({
    taxYear,
    jurisdiction,
    minGrossCents,
    grossComparison,
    minTransactions,
    transactionsComparison,
    note,
  });
  const state = (code: Jurisdiction) =>
    rule(code, 60_000, 'at_least', 0, 'at_least', `${JURISDICTION_NAMES[code]}: $600 or more`);
  return [
    taxYear >= 2024
      ? rule('platform', 500_000, 'at_least', 0, 'at_least', 'Spec 001: $5,000 gross from 2024')
      : rule('platform', 2_000_000, 'at_least', 0, 'at_least', 'Spec 001: $20,000 before 2024'),
    rule(
      'federal',
      2_000_000,
      'more_than',
      200,
      'more_than',
      '2025 law: more than $20,000 and more than 200 transactions',
    ),
    state('VT'),
    state('MA'),
    state('VA'),
    state('MD'),
    rule('IL', 100_000, 'more_than', 4, 'at_least', 'Illinois: more than $1,000 and at least 4'),
  ];
}

/** The year's rules: the defaults, each replaced by the latest edit finance made to it. */
export function thresholdsFor(taxYear: number, edits: readonly ThresholdRule[]): ThresholdRule[] {
  return defaultThresholds(taxYear).map((rule) => {
    const edited = edits.filter(
      (edit) => edit.taxYear === taxYear && edit.jurisdiction === rule.jurisdiction,
    );
    return edited[edited.length - 1] ?? rule;
  });
}

/** Platform policy and federal apply to everyone; a state's rule to payees in that state. */
export function thresholdApplies(rule: ThresholdRule, payeeState: string | null): boolean {
  return (
    rule.jurisdiction === 'platform' ||
    rule.jurisdiction === 'federal' ||
    rule.jurisdiction === payeeState
  );
}

export interface ThresholdVerdict {
  readonly jurisdiction: Jurisdiction;
  readonly crossed: boolean;
  /** Why, in words finance reads in the console. */
  readonly why: string;
}

const passes = (value: number, min: number, comparison: Comparison) =>
  comparison === 'at_least' ? value >= min : value > min;

const words = (comparison: Comparison, crossed: boolean) =>
  crossed
    ? comparison === 'at_least'
      ? 'at least'
      : 'more than'
    : comparison === 'at_least'
      ? 'less than'
      : 'not more than';

/**
 * Whether the figures cross the rule, and why.
 *
 * @example
 * evaluateThreshold(federal2025, { grossCents: 2_000_001, transactions: 201 }).crossed === true
 */
export function evaluateThreshold(
  rule: ThresholdRule,
  figures: ThresholdFigures,
): ThresholdVerdict {
  const gross = passes(figures.grossCents, rule.minGrossCents, rule.grossComparison);
  const count = passes(figures.transactions, rule.minTransactions, rule.transactionsComparison);
  const parts = [
    `gross ${formatCents(figures.grossCents)} is ${words(rule.grossComparison, gross)} ${formatCents(rule.minGrossCents)}`,
  ];
  if (rule.minTransactions > 0 || rule.transactionsComparison === 'more_than') {
    parts.push(
      `${figures.transactions} transactions ${words(rule.transactionsComparison, count)} ${rule.minTransactions}`,
    );
  }
  const crossed = gross && count;
  return {
    jurisdiction: rule.jurisdiction,
    crossed,
    why: `${JURISDICTION_NAMES[rule.jurisdiction]}: ${crossed ? 'crossed' : 'not crossed'}, ${parts.join(' and ')}`,
  };
}
