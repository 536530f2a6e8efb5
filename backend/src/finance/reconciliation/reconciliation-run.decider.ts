import type { ReconciliationRunData } from '@flirtwire/contracts';
import type { FinanceEvent } from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';

type RunEvent = Extract<FinanceEvent, { type: 'ReconciliationCompleted' }>;

export interface RecordReconciliation {
  readonly type: 'RecordReconciliation';
  readonly run: ReconciliationRunData;
}

export interface ReconciliationRunsState {
  readonly runIds: ReadonlySet<string>;
}

/**
 * The record of a period's reconciliation runs (`reconciliation-<from>-<to>`): each run once,
 * so a job repeated for the same moment records nothing the second time.
 */
export const reconciliationRunDecider: Decider<
  ReconciliationRunsState,
  RecordReconciliation,
  RunEvent
> = {
  name: 'reconciliation-run',
  eventTypes: ['ReconciliationCompleted'],
  initialState: { runIds: new Set() },
  // One event type and one command: nothing to switch on.
  evolve: (state, event) => ({ runIds: new Set([...state.runIds, event.data.runId]) }),
  decide: (command, state) =>
    state.runIds.has(command.run.runId)
      ? []
      : [{ type: 'ReconciliationCompleted', data: command.run }],
};
