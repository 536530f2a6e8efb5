import type {
  ProjectionStatusRow,
  ReplayCollectionReport,
  ReplayFinding,
  ReplayProjectionReport,
  ReplayReport,
} from '@flirtwire/contracts';
import { getHeapStatistics } from 'node:v8';
import type { Projection, ReadCollection, ReadStore } from '@flirtwire/projections';
import type { EventStore } from '../../infrastructure/event-store/event-store.port.js';
import type { RunContext, RunOutcome } from '../runs/audit-runs.js';
import { RunInterruptedError } from '../runs/audit-runs.js';
import { compareCollection, type DocumentFinding, idText, recheck } from './collection-compare.js';
import { MemoryShadow, type Shadow } from './memory-shadow.js';
import { ShadowRebuild } from './shadow-rebuild.js';
import { WriteRecorder } from './write-recorder.js';

/** The live read side as a replay sees it (ProjectionHost provides it in the app). */
export interface LiveModels {
  status(): Promise<ProjectionStatusRow[]>;
  waitFor(names: readonly string[], position: number, timeoutMs: number): Promise<boolean>;
  /** The physical collection serving a logical one now. */
  physical(logical: string): string;
}

export interface ReplayOptions {
  readonly events: EventStore;
  readonly store: ReadStore;
  readonly live: LiveModels;
  readonly projections: readonly Projection[];
  /** Findings listed in the report (all are counted). Default 200. */
  readonly maxFindings?: number;
  /** Comparisons again after the live side moved past the rebuild. Default 3. */
  readonly settleRounds?: number;
  /** How long to wait for a live projection to reach the rebuild's position. Default 30 s. */
  readonly liveWaitMs?: number;
  readonly batchSize?: number;
  /**
   * Where the rebuilt models live: 'memory' (one pass over the log, nothing written), 'store'
   * (a throwaway namespace of the read store, rebuilt by the runner), or 'auto' (default):
   * memory while the live models of the chosen projections hold at most
   * `memoryBudgetDocuments` documents.
   */
  readonly shadow?: 'auto' | 'memory' | 'store';
  /** Default: what half of the heap still free holds (`shadowDocumentBudget`). */
  readonly memoryBudgetDocuments?: number;
  /** Called once the rebuild reached the head (the bench reads the shadow's timings). */
  readonly onRebuilt?: (shadow: Shadow) => void;
}

/** Differing documents remembered for rechecks (beyond this they are only counted). */
const TRACKED = 10_000;
const REBUILD_SHARE = 85;
/**
 * Heap one shadow document takes with its share of the maps and index groups, rounded up: the
 * embedded store's in-memory models of the small demo data take about 620 bytes a document.
 */
const SHADOW_BYTES_PER_DOCUMENT = 1_000;

/**
 * How many documents a memory shadow may hold: half of the heap still free, at about 1 KB a
 * document. On Node's default heap (about 4 GB) with small data that is about 2,000,000; the
 * large demo data needs a larger heap (the README's `--max-old-space-size=16384`), else the
 * replay rebuilds into the read store.
 */
export function shadowDocumentBudget(
  heap: { heap_size_limit: number; used_heap_size: number } = getHeapStatistics(),
): number {
  const free = Math.max(0, heap.heap_size_limit - heap.used_heap_size);
  return Math.floor(free / 2 / SHADOW_BYTES_PER_DOCUMENT);
}

/**
 * Replay verification (docs/adr/0072, 0076): rebuilds the chosen projections from position 0 up
 * to the current head into throwaway collections (in memory, in one pass over the log, when they
 * fit; else with the runner itself in a namespace of the read store), compares them document by
 * document with the live collections, rechecks differences after letting both sides reach the
 * same later position (the live side keeps following the log), re-runs the projections that
 * differ with a recorder to name the events that wrote each differing document, and drops the
 * throwaway collections. Never switches anything.
 */
export async function runReplay(options: ReplayOptions, run: RunContext): Promise<RunOutcome> {
  const started = performance.now();
  const { events, store, live } = options;
  const maxFindings = options.maxFindings ?? 200;
  const head = await events.headPosition();
  const liveStatus = new Map((await live.status()).map((row) => [row.name, row]));
  const reports = new Map<string, MutableProjectionReport>();
  const included: Projection[] = [];
  const handled = new Map<string, number>();
  for (const projection of options.projections) {
    const status = liveStatus.get(projection.name);
    const report = newReport(projection);
    reports.set(projection.name, report);
    if (status?.status === 'rebuilding' || status?.version !== projection.version) {
      report.status = 'error';
      report.error = `the live model is being rebuilt to version ${projection.version}; verify it after the switch`;
      continue;
    }
    handled.set(projection.name, 0);
    included.push(counting(projection, handled));
  }
  run.progress({ phase: 'rebuilding', percent: 0, processed: 0, total: null, unit: 'events' });
  const eventsReplayed = () => [...handled.values()].reduce((sum, n) => sum + n, 0);
  const rate = () => eventsReplayed() / Math.max(0.001, (performance.now() - started) / 1000);
  let shadow: Shadow | null = null;
  const abort = () => {
    void shadow?.drop();
  };
  run.signal.addEventListener('abort', abort, { once: true });
  try {
    const inMemory = await fitsInMemory(options, included);
    const startShadow = (
      projections: readonly Projection[],
      bound: number,
      name: string,
      onProgress?: () => void,
    ): Promise<Shadow> =>
      inMemory
        ? MemoryShadow.start({ events, projections, bound, ...(onProgress ? { onProgress } : {}) })
        : ShadowRebuild.start({
            events,
            store,
            projections,
            bound,
            name,
            ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
            ...(onProgress ? { onProgress } : {}),
          });
    shadow = await startShadow(included, head, run.runId, () => {
      const rows = shadow?.status() ?? [];
      const done =
        rows.length === 0 || head === 0
          ? 1
          : rows.reduce((sum, row) => sum + Math.min(1, row.checkpoint / head), 0) / rows.length;
      run.progress({
        percent: Math.floor(done * REBUILD_SHARE),
        processed: eventsReplayed(),
        eventsPerSecond: Math.round(rate()),
      });
    });
    await shadow.reached();
    if (run.signal.aborted) throw new RunInterruptedError();
    options.onRebuilt?.(shadow);
    const rebuildSeconds = (performance.now() - started) / 1000;
    const replayRate = eventsReplayed() / Math.max(0.001, rebuildSeconds);
    for (const row of shadow.status()) {
      const report = reports.get(row.name);
      if (report && row.error) {
        report.status = 'error';
        report.error = `the rebuild stopped at position ${row.error.position} (${row.error.type}): ${row.error.message}`;
      }
    }

    // ---- compare ----
    run.progress({
      phase: 'comparing',
      percent: REBUILD_SHARE,
      eventsPerSecond: Math.round(replayRate),
    });
    let target = head;
    const differing = new Map<
      string,
      { projection: string; id: unknown; finding: DocumentFinding }
    >();
    const comparable = included.filter((p) => reports.get(p.name)?.status !== 'error');
    let compared = 0;
    for (const projection of comparable) {
      const report = reports.get(projection.name) as MutableProjectionReport;
      const reached = await live.waitFor([projection.name], target, options.liveWaitMs ?? 30_000);
      if (!reached) {
        const status = (await live.status()).find((row) => row.name === projection.name);
        report.status = 'error';
        report.error = status?.error
          ? `the live model stopped at position ${status.error.position} (${status.error.type}): ${status.error.message}`
          : `the live model has not reached position ${target}`;
      }
      for (const logical of Object.keys(projection.collections)) {
        const collectionReport = await compareCollection(
          logical,
          liveCollection(store, live, logical),
          shadow.collection(logical),
          (finding) => {
            const key = findingKey(projection.name, logical, finding.id);
            if (differing.size < TRACKED)
              differing.set(key, { projection: projection.name, id: finding.id, finding });
          },
          run.signal,
        );
        report.collections.push(collectionReport);
      }
      compared++;
      run.progress({
        percent: REBUILD_SHARE + Math.floor((compared / Math.max(1, comparable.length)) * 10),
      });
    }

    // ---- settle: the live side may have moved past the rebuild while we compared ----
    for (let round = 0; round < (options.settleRounds ?? 3) && differing.size > 0; round++) {
      const rows = await live.status();
      const moved = Math.max(
        target,
        ...rows.filter((row) => handled.has(row.name)).map((row) => row.checkpoint),
      );
      if (moved <= target) break;
      target = moved;
      run.progress({ phase: 'settling' });
      await shadow.raise(target);
      await live.waitFor(
        [...new Set([...differing.values()].map((d) => d.projection))],
        target,
        options.liveWaitMs ?? 30_000,
      );
      for (const [key, entry] of [...differing]) {
        const logical = entry.finding.collection;
        const again = (
          await recheck(
            logical,
            [entry.id],
            liveCollection(store, live, logical),
            shadow.collection(logical),
          )
        ).get(idText(entry.id));
        const report = reports.get(entry.projection) as MutableProjectionReport;
        const counts = report.collections.find((c) => c.collection === logical);
        if (counts) counts[entry.finding.kind]--;
        if (!again) {
          differing.delete(key);
          if (counts) counts.equal++;
        } else {
          differing.set(key, { ...entry, finding: again });
          if (counts) counts[again.kind]++;
        }
      }
    }

    // ---- attribute: which events wrote each differing document ----
    const listed = [...differing.values()].slice(0, maxFindings);
    const findings: ReplayFinding[] = [];
    if (listed.length > 0) {
      run.progress({ phase: 'attributing', percent: 95 });
      const recorder = new WriteRecorder(
        listed.map((entry) => ({ collection: entry.finding.collection, id: idText(entry.id) })),
      );
      const involved = new Set(listed.map((entry) => entry.projection));
      const rerun = await startShadow(
        options.projections.filter((p) => involved.has(p.name)).map((p) => recorder.wrap(p)),
        target,
        `${run.runId}_attribution`,
      );
      try {
        await rerun.reached();
      } finally {
        await rerun.drop();
      }
      for (const entry of listed) {
        const writes = recorder.writesTo(entry.finding.collection, idText(entry.id));
        findings.push({
          projection: entry.projection,
          collection: entry.finding.collection,
          documentId: idText(entry.id),
          kind: entry.finding.kind,
          fields: entry.finding.fields,
          events: writes.events,
          eventsTotal: writes.total,
        });
      }
    }

    // ---- report ----
    const projections: ReplayProjectionReport[] = [...reports.values()].map((report) => {
      const different = report.collections.some((c) => c.missing + c.extra + c.differing > 0);
      return {
        ...report,
        status: report.status === 'error' ? 'error' : different ? 'different' : 'equal',
        eventsReplayed: handled.get(report.name) ?? 0,
      };
    });
    const totalFindings = projections.reduce(
      (sum, p) => sum + p.collections.reduce((n, c) => n + c.missing + c.extra + c.differing, 0),
      0,
    );
    const durationMs = Math.round(performance.now() - started);
    const report: ReplayReport = {
      kind: 'replay',
      asOfPosition: target,
      projections,
      findings,
      findingsOmitted: Math.max(0, totalFindings - findings.length),
      eventsReplayed: eventsReplayed(),
      durationMs,
      eventsPerSecond: Math.round(replayRate),
    };
    const failed = projections.some((p) => p.status !== 'equal');
    return {
      status: failed ? 'failed' : 'passed',
      report,
      summary: {
        projections: projections.length,
        findings: totalFindings,
        errors: projections.filter((p) => p.status === 'error').length,
        eventsReplayed: eventsReplayed(),
        asOfPosition: target,
      },
    };
  } finally {
    run.signal.removeEventListener('abort', abort);
    await shadow?.drop();
  }
}

type Counts = { -readonly [K in keyof ReplayCollectionReport]: ReplayCollectionReport[K] };

interface MutableProjectionReport {
  name: string;
  version: number;
  status: ReplayProjectionReport['status'];
  eventsReplayed: number;
  collections: Counts[];
  error: string | null;
}

function newReport(projection: Projection): MutableProjectionReport {
  return {
    name: projection.name,
    version: projection.version,
    status: 'equal',
    eventsReplayed: 0,
    collections: [],
    error: null,
  };
}

/** The same projection, counting the events it handles. */
function counting(projection: Projection, handled: Map<string, number>): Projection {
  return {
    ...projection,
    handle: (event, context) => {
      handled.set(projection.name, (handled.get(projection.name) ?? 0) + 1);
      return projection.handle(event, context);
    },
  };
}

/** Whether the rebuilt models may live in memory (see ReplayOptions.shadow). */
async function fitsInMemory(options: ReplayOptions, projections: readonly Projection[]) {
  if (options.shadow === 'memory') return true;
  if (options.shadow === 'store') return false;
  const budget = options.memoryBudgetDocuments ?? shadowDocumentBudget();
  let documents = 0;
  for (const projection of projections) {
    for (const logical of Object.keys(projection.collections)) {
      documents += await liveCollection(options.store, options.live, logical).countDocuments();
      if (documents > budget) return false;
    }
  }
  return true;
}

function liveCollection(store: ReadStore, live: LiveModels, logical: string): ReadCollection {
  return store.collection(live.physical(logical));
}

function findingKey(projection: string, collection: string, id: unknown): string {
  return `${projection}\u0000${collection}\u0000${idText(id)}`;
}
