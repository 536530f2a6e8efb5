import type { AuditRunView } from '@flirtwire/contracts';
import { describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { auditKeys } from './keys';
import { cacheStartedRun } from './start-runs';

const started: AuditRunView = {
  runId: '01a20515-f1b2-745d-8d79-66fc2bf16968',
  kind: 'verify-chains',
  status: 'running',
  requestedBy: 'auditor-1',
  parameters: {},
  startedAt: '2026-11-22T21:07:33.942Z',
  finishedAt: null,
  progress: {
    phase: 'starting',
    percent: 0,
    processed: 0,
    total: null,
    unit: 'events',
    eventsPerSecond: 0,
  },
  report: null,
  error: null,
};

describe('a started audit run in the cache', () => {
  it('shows the start response at once but fetches the run again when read (it may have ended already)', () => {
    const client = new QueryClient();
    cacheStartedRun(client, started);
    expect(client.getQueryData(auditKeys.run(started.runId))).toEqual(started);
    expect(client.getQueryState(auditKeys.run(started.runId))?.isInvalidated).toBe(true);
  });
});
