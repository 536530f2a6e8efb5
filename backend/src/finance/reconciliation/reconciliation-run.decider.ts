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
  evolve: (state, event) => {
    switch (event.type) {
      case 'ReconciliationCompleted':
        return { runIds: new Set([...state.runIds, event.data.runId]) };
      default: {
        const never: never = event.type;
        return never;
      }
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'RecordReconciliation':
        return state.runIds.has(command.run.runId)
          ? []
          : [{ type: 'ReconciliationCompleted', data: command.run }];
      default: {
        const never: never = command.type;
        return never;
      }
    }
  },
};
