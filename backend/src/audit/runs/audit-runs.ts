import { createHash } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import {
  type AuditParameters,
  type AuditRunKind,
  type AuditRunMessage,
  type AuditRunProgress,
  type AuditRunReport,
  type AuditRunStatus,
  type AuditRunView,
  REALTIME_EVENTS,
} from '@flirtwire/contracts';
import { READ_STORE, type ReadStore } from '@flirtwire/projections';
import { TopicBroadcasts } from '../../read-side/realtime/topic-broadcasts.js';
import { hasRole } from '../../shared/auth/principal.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../shared/domain/clock.js';
import type { IdGenerator } from '../../shared/domain/ids.js';
import { DomainError } from '../../shared/errors.js';
import { type Auditor, auditParameters, AuditRecorder } from '../recording/audit-recorder.js';
import { SHADOW_PREFIX } from '../replay/shadow-rebuild.js';

/** The realtime topic auditors join for run progress. */
const AUDIT_TOPIC = 'audit';
/** Where run records and their reports are kept (a system collection, not a read model). */
const RUNS_COLLECTION = '_audit_runs';
const PUBLISH_EVERY_MS = 200;
const PERSIST_EVERY_MS = 2_000;
/** A running run whose process has not written for this long was interrupted. */
const STALE_AFTER_MS = 60_000;

export interface RunContext {
  readonly runId: string;
  readonly signal: AbortSignal;
  progress(update: Partial<AuditRunProgress>): void;
}

export interface RunOutcome {
  readonly status: 'passed' | 'failed';
  readonly report: AuditRunReport;
  /** Headline counts recorded in the log with the report's hash. */
  readonly summary: Readonly<Record<string, number>>;
}

export type RunWork = (run: RunContext) => Promise<RunOutcome>;

type RunDoc = {
  _id: string;
  kind: AuditRunKind;
  status: AuditRunStatus;
  requestedBy: string;
  parameters: AuditParameters;
  startedAt: string;
  finishedAt: string | null;
  heartbeatAt: string;
  progress: AuditRunProgress;
  report: AuditRunReport | null;
  error: string | null;
};

interface Running {
  view: AuditRunView;
  readonly controller: AbortController;
  done: Promise<void>;
  lastPublish: number;
  lastPersist: number;
  pending: NodeJS.Timeout | null;
}

export class RunInterruptedError extends Error {
  constructor() {
    super('the run was stopped');
    this.name = 'RunInterruptedError';
  }
}

/**
 * Long audit runs (replay verification, chain verification, exports): recorded when started,
 * run in the background with progress pushed live to auditors on the `audit` topic, their
 * reports kept in `_audit_runs` and retrievable afterwards, their end recorded in the log with
 * the report's sha256. One run of each kind at a time across the app instances sharing the store.
 */
@Injectable()
export class AuditRuns implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('AuditRuns');
  private readonly running = new Map<string, Running>();

  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly broadcasts: TopicBroadcasts,
    private readonly recorder: AuditRecorder,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async onModuleInit(): Promise<void> {
    this.broadcasts.register(AUDIT_TOPIC, (principal) => hasRole(principal, 'auditor'));
    await this.sweep();
  }

  async onModuleDestroy(): Promise<void> {
    for (const run of this.running.values()) run.controller.abort();
    await Promise.allSettled([...this.running.values()].map((run) => run.done));
  }

  /**
   * Starts a run: records the request, stores the run, answers at once; `work` goes on in the
   * background and its outcome becomes the report.
   */
  async start(
    auditor: Auditor,
    kind: AuditRunKind,
    parameters: Readonly<Record<string, unknown>>,
    work: RunWork,
  ): Promise<AuditRunView> {
    const busy = await this.runningElsewhereOrHere(kind);
    if (busy) {
      throw new DomainError(
        'run_in_progress',
        `A ${kind} run is already under way (${busy}); wait for it to finish.`,
        409,
      );
    }
    const runId = this.ids.next();
    const recorded = auditParameters(parameters);
    await this.recorder.query(auditor, kind, recorded, null, runId);
    const now = this.clock.now().toISOString();
    const view: AuditRunView = {
      runId,
      kind,
      status: 'running',
      requestedBy: auditor.auditorId,
      parameters: recorded,
      startedAt: now,
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
    await this.runs().insertOne(toDoc(view, now));
    const controller = new AbortController();
    const entry: Running = {
      view,
      controller,
      done: Promise.resolve(),
      lastPublish: 0,
      lastPersist: performance.now(),
      pending: null,
    };
    this.running.set(runId, entry);
    this.publish(entry);
    entry.done = this.execute(auditor, entry, work);
    return view;
  }

  /**
   * The run of this kind under way here, or on another app instance (its record on the shared
   * store is `running` with a heartbeat fresher than STALE_AFTER_MS), else null. A look, not a
   * lock: two starts in the same instant on two instances may both run (runs only read).
   */
  private async runningElsewhereOrHere(kind: AuditRunKind): Promise<string | null> {
    const here = [...this.running.values()].find((run) => run.view.kind === kind);
    if (here) return here.view.runId;
    const staleBefore = new Date(this.clock.now().getTime() - STALE_AFTER_MS).toISOString();
    const elsewhere = await this.runs().findOne(
      { kind, status: 'running', heartbeatAt: { $gte: staleBefore } },
      { projection: { _id: 1 } },
    );
    return elsewhere?._id ?? null;
  }

  /** Resolves when the run has finished (or at once when it is not running here). */
  async finished(runId: string): Promise<void> {
    await this.running.get(runId)?.done;
  }

  async get(runId: string): Promise<AuditRunView | null> {
    const live = this.running.get(runId);
    if (live) return live.view;
    const doc = await this.runs().findOne({ _id: runId });
    return doc ? this.fromDoc(doc) : null;
  }

  async list(
    kind: AuditRunKind | undefined,
    limit: number,
  ): Promise<Omit<AuditRunView, 'report'>[]> {
    const docs = await this.runs()
      .find(kind ? { kind } : {}, {
        sort: { startedAt: -1 },
        limit,
        projection: { report: 0 },
      })
      .toArray();
    return docs.map((doc) => {
      const { report: _report, ...view } = this.running.get(doc._id)?.view ?? this.fromDoc(doc);
      return view;
    });
  }

  private async execute(auditor: Auditor, entry: Running, work: RunWork): Promise<void> {
    const context: RunContext = {
      runId: entry.view.runId,
      signal: entry.controller.signal,
      progress: (update) => {
        entry.view = { ...entry.view, progress: { ...entry.view.progress, ...update } };
        this.publishSoon(entry, update.phase !== undefined);
      },
    };
    let status: 'passed' | 'failed' | 'error';
    let report: AuditRunReport | null = null;
    let summary: Readonly<Record<string, number>> = {};
    let error: string | null = null;
    try {
      const outcome = await work(context);
      ({ status, report, summary } = outcome);
    } catch (failure) {
      status = 'error';
      error = entry.controller.signal.aborted
        ? 'interrupted: the server stopped during the run'
        : failure instanceof Error
          ? failure.message
          : String(failure);
      this.logger.warn({ runId: entry.view.runId, err: failure, message: 'audit run failed' });
    }
    if (entry.pending) clearTimeout(entry.pending);
    const finishedAt = this.clock.now().toISOString();
    entry.view = {
      ...entry.view,
      status,
      finishedAt,
      report,
      error,
      progress: {
        ...entry.view.progress,
        phase: status === 'error' ? 'stopped' : 'done',
        percent: status === 'error' ? entry.view.progress.percent : 100,
      },
    };
    try {
      await this.runs().replaceOne(
        { _id: entry.view.runId },
        withoutId(toDoc(entry.view, finishedAt)),
      );
      await this.recorder.completeRun(auditor, {
        runId: entry.view.runId,
        kind: entry.view.kind,
        status,
        summary,
        reportSha256: reportSha256(report),
      });
    } catch (failure) {
      this.logger.error({
        runId: entry.view.runId,
        err: failure,
        message: 'could not store an audit run',
      });
    } finally {
      this.running.delete(entry.view.runId);
      this.publish(entry);
    }
  }

  private publishSoon(entry: Running, now: boolean): void {
    const since = performance.now() - entry.lastPublish;
    if (now || since >= PUBLISH_EVERY_MS) {
      if (entry.pending) clearTimeout(entry.pending);
      entry.pending = null;
      this.publish(entry);
    } else {
      entry.pending ??= setTimeout(() => {
        entry.pending = null;
        this.publish(entry);
      }, PUBLISH_EVERY_MS - since);
    }
    if (performance.now() - entry.lastPersist >= PERSIST_EVERY_MS) {
      entry.lastPersist = performance.now();
      const heartbeatAt = this.clock.now().toISOString();
      void this.runs()
        .updateOne(
          { _id: entry.view.runId, status: 'running' },
          { $set: { progress: entry.view.progress, heartbeatAt } },
        )
        .catch(() => undefined);
    }
  }

  private publish(entry: Running): void {
    entry.lastPublish = performance.now();
    const { report: _report, parameters: _parameters, ...message } = entry.view;
    this.broadcasts.publish(
      AUDIT_TOPIC,
      REALTIME_EVENTS.auditRun,
      message satisfies AuditRunMessage,
    );
  }

  /** Runs left `running` by a stopped process are marked interrupted; their shadows dropped. */
  private async sweep(): Promise<void> {
    const staleBefore = new Date(this.clock.now().getTime() - STALE_AFTER_MS).toISOString();
    const now = this.clock.now().toISOString();
    await this.runs().updateMany(
      { status: 'running', heartbeatAt: { $lt: staleBefore } },
      {
        $set: {
          status: 'error',
          finishedAt: now,
          error: 'interrupted: the server stopped during the run',
        },
      },
    );
    const live = await this.runs()
      .find({ status: 'running' }, { projection: { _id: 1 } })
      .toArray();
    const keep = live.map((doc) => `${SHADOW_PREFIX}${doc._id}`);
    for (const name of await this.store.listCollections()) {
      if (name.startsWith(SHADOW_PREFIX) && !keep.some((prefix) => name.startsWith(prefix))) {
        await this.store.dropCollection(name);
      }
    }
  }

  private fromDoc(doc: RunDoc): AuditRunView {
    const { _id, heartbeatAt, ...rest } = doc;
    const stale =
      doc.status === 'running' &&
      !this.running.has(_id) &&
      Date.parse(heartbeatAt) < this.clock.now().getTime() - STALE_AFTER_MS;
    return stale
      ? {
          runId: _id,
          ...rest,
          status: 'error',
          error: 'interrupted: the server stopped during the run',
        }
      : { runId: _id, ...rest };
  }

  private runs() {
    return this.store.collection<RunDoc>(RUNS_COLLECTION);
  }
}

function toDoc(view: AuditRunView, heartbeatAt: string): RunDoc {
  const { runId, ...rest } = view;
  return { _id: runId, ...rest, heartbeatAt };
}

function withoutId(doc: RunDoc): Omit<RunDoc, '_id'> {
  const { _id: _ignored, ...rest } = doc;
  return rest;
}

/** sha256 (hex) of the report's JSON, as the API returns it. */
function reportSha256(report: AuditRunReport | null): string {
  return createHash('sha256').update(JSON.stringify(report)).digest('hex');
}
