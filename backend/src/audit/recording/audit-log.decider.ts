import type {
  AuditEvent,
  AuditParameters,
  AuditQueryKind,
  AuditRunKind,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';

export type AuditLogCommand =
  | {
      readonly type: 'RecordQuery';
      readonly auditorId: string;
      readonly kind: AuditQueryKind;
      readonly parameters: AuditParameters;
      readonly resultCount: number | null;
      readonly runId: string | null;
    }
  | {
      readonly type: 'CompleteRun';
      readonly auditorId: string;
      readonly runId: string;
      readonly kind: AuditRunKind;
      readonly status: 'passed' | 'failed' | 'error';
      readonly summary: Readonly<Record<string, number>>;
      readonly reportSha256: string;
    };

export interface AuditLogState {
  readonly queries: number;
  readonly byKind: Readonly<Partial<Record<AuditQueryKind, number>>>;
  /** Runs started and not yet completed. */
  readonly openRuns: readonly string[];
  readonly completedRuns: number;
}

/**
 * One auditor's requests (`audit-<auditorId>`): every query is recorded, no rule refuses one. A
 * run is completed at most once, and only a run this auditor started.
 */
export const auditLogDecider: Decider<AuditLogState, AuditLogCommand, AuditEvent> = {
  name: 'audit-log',
  eventTypes: ['AuditQueryRecorded', 'AuditRunCompleted'],
  initialState: { queries: 0, byKind: {}, openRuns: [], completedRuns: 0 },
  evolve(state, event) {
    switch (event.type) {
      case 'AuditQueryRecorded': {
        const { kind, runId } = event.data;
        return {
          ...state,
          queries: state.queries + 1,
          byKind: { ...state.byKind, [kind]: (state.byKind[kind] ?? 0) + 1 },
          openRuns: runId === null ? state.openRuns : [...state.openRuns, runId],
        };
      }
      case 'AuditRunCompleted':
        return {
          ...state,
          openRuns: state.openRuns.filter((id) => id !== event.data.runId),
          completedRuns: state.completedRuns + 1,
        };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RecordQuery':
        return [
          {
            type: 'AuditQueryRecorded',
            data: {
              auditorId: command.auditorId,
              kind: command.kind,
              parameters: command.parameters,
              resultCount: command.resultCount,
              runId: command.runId,
            },
          },
        ];
      case 'CompleteRun':
        if (!state.openRuns.includes(command.runId)) return [];
        return [
          {
            type: 'AuditRunCompleted',
            data: {
              auditorId: command.auditorId,
              runId: command.runId,
              kind: command.kind,
              status: command.status,
              summary: { ...command.summary },
              reportSha256: command.reportSha256,
            },
          },
        ];
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
