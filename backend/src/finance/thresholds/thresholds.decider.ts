import {
  type FinanceEvent,
  FIRST_TAX_YEAR,
  type ThresholdRule,
  thresholdsFor,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { ValidationError } from '../../shared/errors.js';

type ThresholdEvent = Extract<FinanceEvent, { type: 'TaxThresholdSet' }>;

export interface ThresholdsState {
  /** Finance's edits, oldest first; the defaults fill the rest (thresholdsFor). */
  readonly edits: readonly ThresholdRule[];
}

export interface SetThreshold {
  readonly type: 'SetThreshold';
  readonly rule: ThresholdRule;
}

export const THRESHOLD_ERRORS = {
  year: 'Please choose a tax year from 2021.',
} as const;

/**
 * Form 1099-K thresholds (stream `tax-thresholds`): finance edits one year's rule for one
 * jurisdiction; setting what is already in force records nothing.
 */
export const thresholdsDecider: Decider<ThresholdsState, SetThreshold, ThresholdEvent> = {
  name: 'tax-thresholds',
  eventTypes: ['TaxThresholdSet'],
  initialState: { edits: [] },
  evolve: (state, event) => ({ edits: [...state.edits, event.data] }),
  decide({ rule }, state) {
    if (rule.taxYear < FIRST_TAX_YEAR) throw new ValidationError({ year: THRESHOLD_ERRORS.year });
    const current = thresholdsFor(rule.taxYear, state.edits).find(
      (r) => r.jurisdiction === rule.jurisdiction,
    );
    if (
      current &&
      current.minGrossCents === rule.minGrossCents &&
      current.grossComparison === rule.grossComparison &&
      current.minTransactions === rule.minTransactions &&
      current.transactionsComparison === rule.transactionsComparison &&
      current.note === rule.note
    ) {
      return [];
    }
    return [{ type: 'TaxThresholdSet', data: rule }];
  },
};
