import { describe, it } from '@jest/globals';
import { defaultThresholds, type ThresholdRule } from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import { THRESHOLD_ERRORS, thresholdsDecider } from './thresholds.decider.js';

const federal2025 = (): ThresholdRule => {
  const rule = defaultThresholds(2025).find((r) => r.jurisdiction === 'federal');
  if (!rule) throw new Error('no federal rule');
  return rule;
};
const edit: ThresholdRule = {
  ...federal2025(),
  minGrossCents: 60_000,
  grossComparison: 'at_least',
  minTransactions: 0,
  transactionsComparison: 'at_least',
  note: 'IRS notice',
};
const set = (rule: ThresholdRule) => ({ type: 'TaxThresholdSet' as const, data: rule });

describe('thresholds decider', () => {
  it("records finance's edit of one year's rule for one jurisdiction", () => {
    spec(thresholdsDecider)
      .given([])
      .when({ type: 'SetThreshold', rule: edit })
      .then([set(edit)]);
  });

  it('records nothing when the rule in force is set again: the shipped default or the last edit', () => {
    spec(thresholdsDecider).given([]).when({ type: 'SetThreshold', rule: federal2025() }).then([]);
    spec(thresholdsDecider)
      .given([set(edit)])
      .when({ type: 'SetThreshold', rule: edit })
      .then([]);
  });

  it('records a change back to the default after an edit, and an edit of another year', () => {
    spec(thresholdsDecider)
      .given([set(edit)])
      .when({ type: 'SetThreshold', rule: federal2025() })
      .then([set(federal2025())]);
    const sameFor2024 = { ...edit, taxYear: 2024 };
    spec(thresholdsDecider)
      .given([set(edit)])
      .when({ type: 'SetThreshold', rule: sameFor2024 })
      .then([set(sameFor2024)]);
  });

  it('refuses a tax year before 2021', () => {
    spec(thresholdsDecider)
      .given([])
      .when({ type: 'SetThreshold', rule: { ...edit, taxYear: 2020 } })
      .thenThrows({ code: 'validation_failed', fields: { year: THRESHOLD_ERRORS.year } });
  });
});
