import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { Uuid } from '../shared/ids.js';

/** Every kind of auditor request; each is recorded as it is answered (or, for runs, started). */
export const AUDIT_QUERY_KINDS = [
  'browse-events',
  'event',
  'list-streams',
  'stream-categories',
  'stream-events',
  'stream-state',
  'verify-stream',
  'verify-chains',
  'replay',
  'projections',
  'figures',
  'provenance',
  'export',
  'export-file',
  'runs',
  'run',
] as const;
export const AuditQueryKind = z.enum(AUDIT_QUERY_KINDS);
export type AuditQueryKind = z.infer<typeof AuditQueryKind>;

export const AUDIT_RUN_KINDS = ['replay', 'verify-chains', 'export'] as const;
export const AuditRunKind = z.enum(AUDIT_RUN_KINDS);
export type AuditRunKind = z.infer<typeof AuditRunKind>;

/**
 * What an auditor asked, as recorded: ids, event types, positions and times only. Personal data
 * never appears in clear here (the API takes no personal values as parameters).
 */
export const AuditParameterValue = z.union([
  z.string().max(500),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(200)).max(100),
]);
export type AuditParameterValue = z.infer<typeof AuditParameterValue>;
export const AuditParameters = z.record(z.string().max(60), AuditParameterValue);
export type AuditParameters = z.infer<typeof AuditParameters>;

/**
 * Audit context. Every auditor request appends `AuditQueryRecorded` to `audit-<auditorId>`
 * before its answer leaves the server; long runs (replay, chain verification, export) also
 * append `AuditRunCompleted` with the sha256 of their report, so a report kept outside the log
 * can be checked against it.
 */
export const auditEvents = {
  AuditQueryRecorded: defineEvent(
    z.object({
      auditorId: Uuid,
      kind: AuditQueryKind,
      parameters: AuditParameters,
      /** Events, streams or documents in the answer; null for a run that has just started. */
      resultCount: z.number().int().nonnegative().nullable(),
      runId: Uuid.nullable(),
    }),
  ),
  AuditRunCompleted: defineEvent(
    z.object({
      auditorId: Uuid,
      runId: Uuid,
      kind: AuditRunKind,
      status: z.enum(['passed', 'failed', 'error']),
      /** Headline counts of the report (events checked, findings, failures...). */
      summary: z.record(z.string().max(60), z.number()),
      /** sha256 (hex) of the report's JSON as GET /audit/runs/:runId returns it. */
      reportSha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
};

export type AuditEvent = EventsOf<typeof auditEvents>;
