import type { ComputedFigureRef } from './computed-provenance';

/** Query keys of the auditor console: one root, so a finished run can refresh all of it. */
export const auditKeys = {
  all: ['audit'] as const,
  events: () => [...auditKeys.all, 'events'] as const,
  event: (position: number) => [...auditKeys.all, 'event', position] as const,
  streamEvents: (streamId: string) => [...auditKeys.all, 'stream-events', streamId] as const,
  streamState: (streamId: string, at: { revision?: number; at?: string }) =>
    [...auditKeys.all, 'stream-state', streamId, at] as const,
  runs: () => [...auditKeys.all, 'runs'] as const,
  run: (runId: string) => [...auditKeys.all, 'run', runId] as const,
  projections: () => [...auditKeys.all, 'projections'] as const,
  figures: () => [...auditKeys.all, 'figures'] as const,
  provenance: (collection: string, id: string, field: string) =>
    [...auditKeys.all, 'provenance', collection, id, field] as const,
  computed: (figure: ComputedFigureRef) => [...auditKeys.all, 'computed', figure] as const,
};
