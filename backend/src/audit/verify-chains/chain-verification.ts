import { type ChainFailure, type ChainReport, percent } from '@flirtwire/contracts';
import type { EventStore } from '../../infrastructure/event-store/event-store.port.js';
import type { RunContext, RunOutcome } from '../runs/audit-runs.js';

const MAX_FAILURES = 1_000;

/**
 * Verifies the hash chain of every stream (or those under a prefix) with the store's own
 * `verifyStreams`: one pass over the global log, naming the first bad revision and position of
 * each stream that fails (docs/adr/0003).
 */
export async function verifyChains(
  events: EventStore,
  prefix: string,
  run: RunContext,
): Promise<RunOutcome> {
  const started = performance.now();
  run.progress({ phase: 'verifying', unit: 'events', processed: 0, total: null, percent: 0 });
  const result = await events.verifyStreams({
    prefix,
    signal: run.signal,
    onProgress: (progress) => {
      run.progress({
        processed: progress.events,
        percent: Math.floor(percent(progress.fraction)),
        eventsPerSecond: Math.round(
          progress.events / Math.max(0.001, (performance.now() - started) / 1000),
        ),
      });
    },
  });
  const failures: ChainFailure[] = result.failures
    .slice(0, MAX_FAILURES)
    .map(({ streamId, revision, position, reason }) => ({ streamId, revision, position, reason }));
  const durationMs = Math.round(performance.now() - started);
  const report: ChainReport = {
    kind: 'verify-chains',
    prefix,
    streams: result.streams,
    events: result.events,
    failures,
    failuresOmitted: result.failures.length - failures.length,
    durationMs,
    eventsPerSecond: Math.round(result.events / Math.max(0.001, durationMs / 1000)),
  };
  return {
    status: result.failures.length > 0 ? 'failed' : 'passed',
    report,
    summary: { streams: result.streams, events: result.events, failures: result.failures.length },
  };
}
