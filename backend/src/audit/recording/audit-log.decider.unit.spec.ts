import { describe, it } from '@jest/globals';
import type { AuditEvent } from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import { type AuditLogCommand, auditLogDecider } from './audit-log.decider.js';

const auditorId = '0190d6a4-8f5e-7cc1-9a51-5b8c0f7a2d10';
const runId = '0190d6a4-8f5e-7cc1-9a51-5b8c0f7a2d11';

/** What RecordQuery asks to record, and AuditQueryRecorded records. */
const query = {
  auditorId,
  kind: 'replay' as const,
  parameters: { projections: ['tip-totals'] },
  resultCount: null,
  runId,
};
const recordRun: AuditLogCommand = { type: 'RecordQuery', ...query };
const runRecorded: AuditEvent = { type: 'AuditQueryRecorded', data: query };
/** What CompleteRun asks to record, and AuditRunCompleted records. */
const outcome = {
  auditorId,
  runId,
  kind: 'replay' as const,
  status: 'passed' as const,
  summary: { findings: 0 },
  reportSha256: 'a'.repeat(64),
};
const complete: AuditLogCommand = { type: 'CompleteRun', ...outcome };
const completed: AuditEvent = { type: 'AuditRunCompleted', data: outcome };

describe('audit log decider', () => {
  it('records every request, whatever came before', () => {
    spec(auditLogDecider).given([runRecorded, completed]).when(recordRun).then([runRecorded]);
  });

  it('completes a run this auditor started', () => {
    spec(auditLogDecider).given([runRecorded]).when(complete).then([completed]);
  });

  it('completes a run once, and never one it did not start', () => {
    spec(auditLogDecider).given([runRecorded, completed]).when(complete).then([]);
    spec(auditLogDecider).given([]).when(complete).then([]);
  });
});
