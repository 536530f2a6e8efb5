import type { ChainFailure, ChainReport } from '@flirtwire/contracts';
import type { EventStore } from '../../infrastructure/event-store/event-store.port.js';
import type { RunContext, RunOutcome } from '../runs/audit-runs.js';

const LIST_PAGE = 1_000;
const MAX_FAILURES = 1_000;

/**
 * Verifies the hash chain of every stream (or those under a prefix) with the store's own
 * `verifyStream`: lists the streams first (for a total), then checks them one by one, naming
 * the first bad revision and position of each stream that fails (docs/adr/0003).
 */
export async function verifyChains(
  events: EventStore,
  prefix: string,
  run: RunContext,
): Promise<RunOutcome> {
  const started = performance.now();
  run.progress({ phase: 'listing', unit: 'streams', processed: 0, total: null, percent: 0 });
  const streams: string[] = [];
  for (let after: string | undefined; ;) {
    run.signal.throwIfAborted();
    const page = await events.listStreams({
      prefix,
      ...(after === undefined ? {} : { after }),
      limit: LIST_PAGE,
    });
    streams.push(...page);
    after = page[page.length - 1];
    if (page.length < LIST_PAGE) break;
  }
  run.progress({ phase: 'verifying', total: streams.length });
  const failures: ChainFailure[] = [];
  let failed = 0;
  let verified = 0;
  let checkedEvents = 0;
  for (const streamId of streams) {
    run.signal.throwIfAborted();
    const result = await events.verifyStream(streamId);
    verified++;
    if (result.ok) checkedEvents += result.events;
    else {
      checkedEvents += result.revision + 1;
      failed++;
      if (failures.length < MAX_FAILURES) {
        failures.push({
          streamId,
          revision: result.revision,
          position: result.position,
          reason: result.reason,
        });
      }
    }
    if (verified % 100 === 0 || verified === streams.length) {
      run.progress({
        processed: verified,
        percent: Math.floor((verified / Math.max(1, streams.length)) * 100),
        eventsPerSecond: Math.round(
          checkedEvents / Math.max(0.001, (performance.now() - started) / 1000),
        ),
      });
    }
  }
  const durationMs = Math.round(performance.now() - started);
  const report: ChainReport = {
    kind: 'verify-chains',
    prefix,
    streams: streams.length,
    events: checkedEvents,
    failures,
    failuresOmitted: failed - failures.length,
    durationMs,
    eventsPerSecond: Math.round(checkedEvents / Math.max(0.001, durationMs / 1000)),
  };
  return {
    status: failed > 0 ? 'failed' : 'passed',
    report,
    summary: { streams: streams.length, events: checkedEvents, failures: failed },
  };
}
