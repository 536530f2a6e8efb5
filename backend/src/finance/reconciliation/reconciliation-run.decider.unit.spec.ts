import { describe, it } from '@jest/globals';
import type { ReconciliationRunData } from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import { reconciliationRunDecider } from './reconciliation-run.decider.js';

const run: ReconciliationRunData = {
  runId: 'r-1',
  from: '2026-03-14',
  to: '2026-03-14',
  position: 10,
  status: 'green',
  differences: 0,
  differenceCents: 0,
  kinds: {},
  lines: [],
};
const completed = { type: 'ReconciliationCompleted' as const, data: run };

describe('reconciliation runs', () => {
  const { given } = spec(reconciliationRunDecider);

  it('records a run', () => {
    given([]).when({ type: 'RecordReconciliation', run }).then([completed]);
  });

  it('records the same run once', () => {
    given([completed]).when({ type: 'RecordReconciliation', run }).then([]);
  });
});
