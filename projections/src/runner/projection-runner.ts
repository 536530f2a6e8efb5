import type { EventEnvelope } from '@flirtwire/contracts';
import type { DocumentOp, Projection } from '../projection.js';
import type { Reactor } from '../reactor.js';
import type { ReadStore } from '../read-store/read-store.port.js';
import { BatchNotices } from './batch-notices.js';
import type { ChangeNotice, ChangeNotifier } from './change-notifier.js';
import type { ProjectionEventSource } from './event-source.js';
import {
  PROJECTIONS_COLLECTION,
  ProjectionCatalog,
  type ProjectionFailure,
  type ProjectionRecord,
  type RebuildRecord,
} from './projection-catalog.js';
import { contextFor, FlushError, isPromise, WriteBuffer } from './batch-writes.js';
import { checkDefinitions, verify } from './projection-definitions.js';
import { newReactorTrack, NotCaughtUp, type ReactorTrack } from './reactor-track.js';
import {
  Backoff,
  checkpointOf,
  describe,
  failureOf,
  HandleFailure,
  kindOf,
  newTrack,
  physicalCollections,
  RecordChanged,
  stateOf,
  type Track,
  type TrackState,
  unreadablePosition,
} from './runner-track.js';

export { type TrackState, unreadablePosition } from './runner-track.js';

export type RunnerLog = (
  level: 'info' | 'warn' | 'error',
  message: string,
  fields?: Record<string, unknown>,
) => void;

export interface ProjectionRunnerOptions {
  readonly store: ReadStore;
  readonly source: ProjectionEventSource;
  readonly projections: readonly Projection[];
  /** Reactors run beside the projections (more can join with `addReactor`), docs/adr/0099. */
  readonly reactors?: readonly Reactor[];
  readonly notifier?: ChangeNotifier;
  /**
   * Also writes each batch's change notices to `_change_notices` in the batch's transaction, for
   * an app in another process to relay to its sockets (a projector process, PROJECTIONS=worker).
   */
  readonly noticeOutbox?: boolean;
  /** How long a reactor waits before retrying a failed event: first and longest wait. */
  readonly reactorRetryMs?: { readonly first: number; readonly max: number };
  /** Events per batch (one transaction with the checkpoint). Default 500. */
  readonly batchSize?: number;
  /** How long replaced collections stay readable after a switch. Default 60 s. */
  readonly retireAfterMs?: number;
  /** How often a checkpoint moved past events of other types is written. Default 1 s. */
  readonly checkpointEveryMs?: number;
  readonly log?: RunnerLog;
}

export interface ProjectionStatus {
  readonly name: string;
  /** The version serving queries. */
  readonly version: number;
  /** 'rebuilding' while a new version is built and the old one serves what it has. */
  readonly status: TrackState | 'rebuilding';
  readonly checkpoint: number;
  readonly head: number;
  readonly lag: number;
  readonly error: ProjectionFailure | null;
  readonly collections: Readonly<Record<string, string>>;
  readonly rebuild: {
    readonly version: number;
    readonly status: TrackState | 'refused';
    readonly checkpoint: number;
    readonly lag: number;
    readonly error: ProjectionFailure | null;
    readonly reason: string | null;
  } | null;
}

const DEFAULT_BATCH = 500;
/** How long a reactor waits for the projections it reads to reach an event, per attempt. */
const REACTOR_WAIT_MS = 5_000;
/** How long a relayed notice stays in `_change_notices` (an app polls it about every second). */
const OUTBOX_KEEP_MS = 10 * 60_000;

/** Where a projector process leaves each batch's notices for the apps (`noticeOutbox`). */
export const CHANGE_NOTICES_COLLECTION = '_change_notices';

/** One batch's notices in the outbox: `<projection>:<position of its last event>`. */
export type OutboxNotices = {
  readonly _id: string;
  readonly projection: string;
  readonly position: number;
  /** Date.now() at commit, for pruning. */
  readonly at: number;
  readonly notices: readonly ChangeNotice[];
};

/**
 * Runs projections: each catches up from its checkpoint in batches, then follows the log live.
 * A batch and its checkpoint commit in one read-store transaction, so a crash at any moment
 * leaves every model exactly at its checkpoint; events at or below it are skipped, so
 * redelivery changes nothing. A projection whose `handle` throws (or whose write is refused)
 * stops with its error and position; the others go on. A raised version is rebuilt from
 * position 0 into new physical collections while the old ones serve, then switched atomically
 * (docs/adr/0011). Reactors run beside them as tracks of their own: one event at a time, after
 * the projections they read, retried with backoff, never stopped by a failure (docs/adr/0099).
 *
 * @example
 * const runner = new ProjectionRunner({ store, source: eventStore, projections, notifier });
 * await runner.start();
 * await runner.waitFor(['tip-totals'], position, 2_000);
 */
export class ProjectionRunner {
  readonly catalog = new ProjectionCatalog();
  private readonly serving = new Map<string, Track>();
  private readonly rebuilding = new Map<string, Track>();
  private readonly reacting = new Map<string, ReactorTrack>();
  private readonly reactorList: Reactor[] = [];
  private started = false;
  private readonly waiters = new Set<() => void>();
  private readonly statusListeners = new Set<() => void>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private knownHead = 0;
  private stopping = false;
  private signalStop: () => void = () => undefined;
  private readonly stopped = new Promise<void>((resolve) => {
    this.signalStop = resolve;
  });
  private headWatch: { stop(): void } | null = null;
  private readonly batchSize: number;
  private readonly log: RunnerLog;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.batchSize = options.batchSize ?? DEFAULT_BATCH;
    this.log = options.log ?? (() => undefined);
    this.reactorList.push(...(options.reactors ?? []));
    checkDefinitions(options.projections, this.reactorList);
  }

  get projections(): readonly Projection[] {
    return this.options.projections;
  }

  get reactors(): readonly Reactor[] {
    return this.reactorList;
  }

  /** Adds a reactor, started at once if the runner is running (modules register as they start). */
  async addReactor(reactor: Reactor): Promise<void> {
    checkDefinitions(this.options.projections, [...this.reactorList, reactor]);
    this.reactorList.push(reactor);
    if (!this.started || this.stopping) return;
    this.launchReactor(await this.prepareReactor(reactor));
  }

  /** Prepares every projection's record and collections, then starts following the log. */
  async start(): Promise<void> {
    const { store } = this.options;
    this.knownHead = await this.options.source.headPosition();
    await this.catalog.load(store);
    for (const projection of this.options.projections) {
      await this.prepare(projection);
    }
    const reactors: ReactorTrack[] = [];
    for (const reactor of this.reactorList) reactors.push(await this.prepareReactor(reactor));
    this.watchHead();
    this.started = true;
    for (const track of [...this.serving.values(), ...this.rebuilding.values()]) this.launch(track);
    for (const track of reactors) this.launchReactor(track);
    if (this.options.noticeOutbox) {
      // The apps look for each projection's batches after a position.
      await store
        .collection<OutboxNotices>(CHANGE_NOTICES_COLLECTION)
        .createIndex({ projection: 1, position: 1 });
      this.pruneOutbox();
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.signalStop();
    this.headWatch?.stop();
    for (const timer of this.timers) clearTimeout(timer);
    this.wake();
    const loops = [
      ...this.serving.values(),
      ...this.rebuilding.values(),
      ...this.reacting.values(),
    ].flatMap((track) => (track.loop ? [track.loop] : []));
    await Promise.allSettled(loops);
  }

  /**
   * Every projection's version, state, checkpoint, lag and error, and any rebuild's progress;
   * then every reactor's (version 1, no collections; `error` is the event it is retrying).
   */
  status(): ProjectionStatus[] {
    const reactors = this.reactorList.map((reactor): ProjectionStatus => {
      const track = this.reacting.get(reactor.name);
      const checkpoint = track?.seen ?? this.catalog.record(reactor.name)?.checkpoint ?? 0;
      return {
        name: reactor.name,
        version: 1,
        status: track?.state ?? 'starting',
        checkpoint,
        head: this.knownHead,
        lag: Math.max(0, this.knownHead - checkpoint),
        error: track?.error ?? null,
        collections: {},
        rebuild: null,
      };
    });
    const projections = this.options.projections.map((projection): ProjectionStatus => {
      const record = this.catalog.record(projection.name);
      const serving = this.serving.get(projection.name);
      const rebuild = this.rebuilding.get(projection.name);
      const checkpoint = serving?.seen ?? record?.checkpoint ?? 0;
      const storedRebuild = record?.rebuild ?? null;
      return {
        name: projection.name,
        version: record?.version ?? projection.version,
        status: serving ? serving.state : 'rebuilding',
        checkpoint,
        head: this.knownHead,
        lag: Math.max(0, this.knownHead - checkpoint),
        error: serving ? serving.error : (record?.error ?? null),
        collections: record?.collections ?? {},
        rebuild: rebuild
          ? {
              version: rebuild.projection.version,
              status: rebuild.state,
              checkpoint: rebuild.seen,
              lag: Math.max(0, this.knownHead - rebuild.seen),
              error: rebuild.error,
              reason: storedRebuild?.reason ?? null,
            }
          : storedRebuild && storedRebuild.status === 'refused'
            ? {
                version: storedRebuild.version,
                status: 'refused',
                checkpoint: storedRebuild.checkpoint,
                lag: Math.max(0, this.knownHead - storedRebuild.checkpoint),
                error: storedRebuild.error,
                reason: storedRebuild.reason,
              }
            : null,
      };
    });
    return [...projections, ...reactors];
  }

  /** Called after every committed batch and state change (for live lag to admins). */
  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => {
      this.statusListeners.delete(listener);
    };
  }

  /**
   * Resolves true once every named projection (all projections when null; reactors only when
   * named) serves a model at or past `position` (a reactor: has reacted to everything up to
   * it), false after `timeoutMs` or as soon as one of them has stopped short of it.
   */
  waitFor(names: readonly string[] | null, position: number, timeoutMs: number): Promise<boolean> {
    const tracks = (names ?? this.options.projections.map((p) => p.name)).map((name) => {
      if (
        !this.options.projections.some((p) => p.name === name) &&
        !this.reactorList.some((r) => r.name === name)
      ) {
        throw new Error(`unknown projection "${name}"`);
      }
      return name;
    });
    const check = (): boolean | null => {
      let reached = true;
      for (const name of tracks) {
        const reactor = this.reacting.get(name);
        if (reactor || this.reactorList.some((r) => r.name === name)) {
          if ((reactor?.seen ?? 0) >= position) continue;
          if (reactor?.state === 'stopped') return false;
          reached = false;
          continue;
        }
        const track = this.serving.get(name);
        const seen = track?.seen ?? this.catalog.record(name)?.checkpoint ?? 0;
        if (seen >= position) continue;
        // While a rebuild runs, the old version is frozen: wait for the switch.
        if (!track && this.rebuilding.has(name)) {
          reached = false;
          continue;
        }
        if (!track || track.state === 'error' || track.state === 'stopped') return false;
        reached = false;
      }
      return reached ? true : null;
    };
    const now = check();
    if (now !== null) return Promise.resolve(now);
    return new Promise((resolve) => {
      const done = (value: boolean) => {
        clearTimeout(timer);
        this.waiters.delete(onChange);
        resolve(value);
      };
      const onChange = () => {
        const result = this.stopping ? false : check();
        if (result !== null) done(result);
      };
      const timer = setTimeout(() => {
        done(check() ?? false);
      }, timeoutMs);
      this.waiters.add(onChange);
    });
  }

  // ---- preparation ----

  private async prepare(projection: Projection): Promise<void> {
    const { store } = this.options;
    const records = store.collection<ProjectionRecord>(PROJECTIONS_COLLECTION);
    let record = this.catalog.record(projection.name);
    if (!record) {
      const collections = physicalCollections(projection);
      for (const physical of Object.values(collections)) await store.dropCollection(physical);
      record = {
        _id: projection.name,
        version: projection.version,
        collections,
        checkpoint: 0,
        status: 'running',
        error: null,
        rebuild: null,
        retired: [],
      };
      await records.replaceOne({ _id: projection.name }, record, { upsert: true });
    }
    // Collections replaced before the last stop can go now: no reader of this process holds them.
    if (record.retired.length > 0) {
      for (const physical of record.retired) await store.dropCollection(physical);
      record = { ...record, retired: [] };
      await records.updateOne({ _id: projection.name }, { $set: { retired: [] } });
    }
    if (record.version === projection.version) {
      if (record.rebuild) {
        // A rebuild of another version was under way (the code has since gone back): drop it.
        for (const physical of Object.values(record.rebuild.collections))
          await store.dropCollection(physical);
        record = { ...record, rebuild: null };
        await records.updateOne({ _id: projection.name }, { $set: { rebuild: null } });
      }
      await this.ensureIndexes(projection, record.collections);
      this.serving.set(
        projection.name,
        newTrack(projection, 'serving', record.collections, record.checkpoint),
      );
    } else {
      let rebuild = record.rebuild;
      if (!rebuild || rebuild.version !== projection.version || rebuild.status === 'refused') {
        if (rebuild)
          for (const physical of Object.values(rebuild.collections))
            await store.dropCollection(physical);
        const collections = physicalCollections(projection);
        for (const physical of Object.values(collections)) await store.dropCollection(physical);
        rebuild = {
          version: projection.version,
          collections,
          checkpoint: 0,
          status: 'running',
          error: null,
          reason: null,
        } satisfies RebuildRecord;
        record = { ...record, rebuild };
        await records.updateOne({ _id: projection.name }, { $set: { rebuild } });
      }
      this.log('info', 'rebuilding projection into new collections', {
        projection: projection.name,
        from: record.version,
        to: projection.version,
        checkpoint: rebuild.checkpoint,
      });
      await this.ensureIndexes(projection, rebuild.collections);
      this.rebuilding.set(
        projection.name,
        newTrack(projection, 'rebuild', rebuild.collections, rebuild.checkpoint),
      );
    }
    this.catalog.set(record);
  }

  private async ensureIndexes(
    projection: Projection,
    collections: Readonly<Record<string, string>>,
  ): Promise<void> {
    for (const [logical, definition] of Object.entries(projection.collections)) {
      const physical = collections[logical];
      if (!physical) continue;
      for (const index of definition.indexes ?? []) {
        await this.options.store.collection(physical).createIndex(index.key, {
          ...(index.name ? { name: index.name } : {}),
          ...(index.unique ? { unique: true } : {}),
        });
      }
    }
  }

  // ---- following the log ----

  /** One subscription tells every waiting track that the head moved. */
  private watchHead(): void {
    const subscription = this.options.source.subscribeToAll({ fromPosition: this.knownHead });
    this.headWatch = subscription;
    void (async () => {
      try {
        for await (const event of subscription) {
          if (this.stopping) break;
          if (event.position > this.knownHead) {
            this.knownHead = event.position;
            this.wake();
          }
        }
      } catch (error) {
        if (this.stopping) return;
        // The tracks still find new events by polling the head (see waitForHead).
        this.log('warn', 'head subscription ended; falling back to polling', {
          error: describe(error),
        });
        this.headWatch = null;
      }
    })();
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) waiter();
  }

  private changed(): void {
    this.wake();
    for (const listener of this.statusListeners) {
      try {
        listener();
      } catch {
        // A status listener must never stop a projection.
      }
    }
  }

  private waitForHead(position: number): Promise<void> {
    if (this.stopping || this.knownHead > position) return Promise.resolve();
    return new Promise((resolve) => {
      const onChange = () => {
        if (this.stopping || this.knownHead > position) {
          clearInterval(poll);
          this.waiters.delete(onChange);
          resolve();
        }
      };
      // Without a head subscription (or for appends it has not delivered yet) the head is polled.
      const poll = setInterval(
        () => {
          void this.options.source
            .headPosition()
            .then((head) => {
              if (head > this.knownHead) this.knownHead = head;
              onChange();
            })
            .catch(() => undefined);
        },
        this.headWatch ? 1_000 : 100,
      );
      this.waiters.add(onChange);
    });
  }

  private launch(track: Track): void {
    track.loop = this.run(track).catch((error: unknown) => {
      this.log('error', 'projection loop failed', {
        projection: track.projection.name,
        error: describe(error),
      });
      track.state = 'stopped';
      this.changed();
    });
  }

  private async run(track: Track): Promise<void> {
    const { source } = this.options;
    const backoff = new Backoff();
    track.state = 'catching-up';
    this.changed();
    while (!this.isStopping() && (stateOf(track) === 'catching-up' || stateOf(track) === 'live')) {
      let head: number;
      let events: EventEnvelope[];
      try {
        head = await source.headPosition();
        events = await source.readAll({
          fromPosition: track.seen,
          maxCount: this.batchSize,
          filter: { eventTypes: track.projection.eventTypes },
        });
      } catch (error) {
        const position = unreadablePosition(error);
        if (position !== null) {
          await this.fail(track, { message: describe(error), position, eventId: '', type: '' });
          break;
        }
        await this.pause(backoff.next());
        continue;
      }
      if (events.length > 0) {
        try {
          await this.applyBatch(track, events);
          backoff.reset();
        } catch (error) {
          if (this.isStopping()) break;
          if (error instanceof RecordChanged) {
            track.state = 'stopped';
            this.log('warn', 'projection record changed under the runner; track stopped', {
              projection: track.projection.name,
            });
            break;
          }
          this.log('warn', 'batch failed; retrying', {
            projection: track.projection.name,
            error: describe(error),
          });
          await this.pause(backoff.next());
          continue;
        }
        if (stateOf(track) === 'error') break;
      }
      if (events.length < this.batchSize) {
        if (head > track.seen) track.seen = head;
        if (track.state === 'catching-up') track.state = 'live';
        this.changed();
        await this.persistSkip(track);
        if (track.kind === 'rebuild') {
          try {
            await this.trySwitch(track);
          } catch (error) {
            if (this.isStopping() || error instanceof RecordChanged) break;
            this.log('warn', 'switch failed; retrying', {
              projection: track.projection.name,
              error: describe(error),
            });
            await this.pause(backoff.next());
            continue;
          }
          if (kindOf(track) === 'rebuild') break;
          continue;
        }
        await this.waitForHead(track.seen);
      }
    }
    if (this.stopping && stateOf(track) !== 'error') track.state = 'stopped';
    this.changed();
  }

  /** Read afresh: it changes across awaits, which narrowing cannot see. */
  private isStopping(): boolean {
    return this.stopping;
  }

  private pause(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const elapsed = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    });
    return Promise.race([elapsed, this.stopped]).finally(() => {
      clearTimeout(timer);
    });
  }

  /** Applies a batch; on a failing event, commits the events before it and stops the track. */
  private async applyBatch(track: Track, events: readonly EventEnvelope[]): Promise<void> {
    let outcome = await this.commitBatch(track, events, false);
    // A write refused in a buffered flush names no event: replay the batch event by event.
    if (outcome === 'unattributed') outcome = await this.commitBatch(track, events, true);
    if (outcome === null || outcome === 'unattributed') return;
    if (outcome.index > 0) {
      const prefix = await this.commitBatch(track, events.slice(0, outcome.index), true);
      if (prefix !== null && prefix !== 'unattributed') {
        await this.fail(track, failureOf(prefix));
        return;
      }
    }
    await this.fail(track, failureOf(outcome));
  }

  /**
   * One transaction: the batch's writes, then its checkpoint. Writes are buffered and sent as
   * one bulkWrite per collection run (one round trip to MongoDB), flushed early whenever the
   * projection reads, so its reads see the batch's earlier writes. In `strict` mode every
   * event's writes are flushed on their own, so a refused write names its event.
   */
  private async commitBatch(
    track: Track,
    events: readonly EventEnvelope[],
    strict: boolean,
  ): Promise<HandleFailure | 'unattributed' | null> {
    const name = track.projection.name;
    const last = events[events.length - 1];
    if (!last) return null;
    let notices: ChangeNotice[];
    try {
      notices = await this.options.store.withTransaction(async (tx) => {
        const records = tx.collection<ProjectionRecord>(PROJECTIONS_COLLECTION);
        const record = await records.findOne({ _id: name });
        const stored = checkpointOf(record, track);
        const batch = new BatchNotices(name);
        const writes = new WriteBuffer(tx, track);
        const context = contextFor(tx, track, writes);
        for (let index = 0; index < events.length; index++) {
          const event = events[index] as EventEnvelope;
          if (event.position <= stored) continue;
          let ops: readonly DocumentOp[];
          try {
            const result = track.projection.handle(event, context);
            ops = isPromise(result) ? await result : result;
            writes.add(ops);
            if (strict) await writes.flush();
          } catch (error) {
            if (error instanceof FlushError && !strict) throw error;
            throw new HandleFailure(
              index,
              event,
              error instanceof FlushError ? error.original : error,
            );
          }
          batch.add(ops, event.position);
        }
        await writes.flush();
        const notices = batch.notices();
        if (last.position > stored) {
          await records.updateOne(
            { _id: name },
            track.kind === 'serving'
              ? { $set: { checkpoint: last.position, status: 'running', error: null } }
              : { $set: { 'rebuild.checkpoint': last.position } },
          );
          if (this.options.noticeOutbox && track.kind === 'serving' && notices.length > 0) {
            await tx.collection<OutboxNotices>(CHANGE_NOTICES_COLLECTION).insertOne({
              _id: `${name}:${last.position}`,
              projection: name,
              position: last.position,
              at: Date.now(),
              notices,
            });
          }
        }
        return notices;
      });
    } catch (error) {
      if (error instanceof HandleFailure) return error;
      if (error instanceof FlushError) return 'unattributed';
      throw error;
    }
    track.checkpoint = Math.max(track.checkpoint, last.position);
    track.seen = Math.max(track.seen, last.position);
    track.error = null;
    if (track.kind === 'serving') this.options.notifier?.publish(notices);
    this.changed();
    return null;
  }

  private async fail(track: Track, failure: ProjectionFailure): Promise<void> {
    track.state = 'error';
    track.error = failure;
    this.log('error', 'projection stopped at an event it cannot apply', {
      projection: track.projection.name,
      ...failure,
    });
    const records = this.options.store.collection<ProjectionRecord>(PROJECTIONS_COLLECTION);
    try {
      await records.updateOne(
        { _id: track.projection.name },
        track.kind === 'serving'
          ? { $set: { status: 'error', error: failure } }
          : { $set: { 'rebuild.status': 'error', 'rebuild.error': failure } },
      );
      const record = await records.findOne({ _id: track.projection.name });
      if (record) this.catalog.set(record);
    } catch (error) {
      this.log('warn', 'could not record the projection error', { error: describe(error) });
    }
    this.changed();
  }

  /** Writes a checkpoint that moved past events of other types, at most once per interval. */
  private async persistSkip(track: Track): Promise<void> {
    const every = this.options.checkpointEveryMs ?? 1_000;
    if (track.seen <= track.checkpoint || performance.now() - track.lastSkipWrite < every) return;
    track.lastSkipWrite = performance.now();
    const field = track.kind === 'serving' ? 'checkpoint' : 'rebuild.checkpoint';
    try {
      await this.options.store
        .collection<ProjectionRecord>(PROJECTIONS_COLLECTION)
        .updateOne(
          { _id: track.projection.name, [field]: { $lt: track.seen } },
          { $set: { [field]: track.seen } },
        );
      track.checkpoint = track.seen;
    } catch (error) {
      this.log('warn', 'could not write a checkpoint', { error: describe(error) });
    }
  }

  // ---- reactors ----

  private async prepareReactor(reactor: Reactor): Promise<ReactorTrack> {
    const records = this.options.store.collection<ProjectionRecord>(PROJECTIONS_COLLECTION);
    let record =
      this.catalog.record(reactor.name) ?? (await records.findOne({ _id: reactor.name }));
    if (!record) {
      record = {
        _id: reactor.name,
        version: 1,
        collections: {},
        checkpoint: (await reactor.startAt?.()) ?? 0,
        status: 'running',
        error: null,
        rebuild: null,
        retired: [],
      };
      await records.replaceOne({ _id: reactor.name }, record, { upsert: true });
    }
    this.catalog.set(record);
    const track = newReactorTrack(reactor, record.checkpoint);
    this.reacting.set(reactor.name, track);
    return track;
  }

  private launchReactor(track: ReactorTrack): void {
    track.loop = this.react(track).catch((error: unknown) => {
      this.log('error', 'reactor loop failed', {
        reactor: track.reactor.name,
        error: describe(error),
      });
      track.state = 'stopped';
      this.changed();
    });
  }

  /**
   * Reacts to the reactor's events one at a time, in log order: waits for the projections it
   * reads to reach the event, runs the handler, then moves the checkpoint. A failure (or
   * projections that do not get there) is retried from the same event with backoff; the
   * events before it stay done.
   */
  private async react(track: ReactorTrack): Promise<void> {
    const { source } = this.options;
    const retry = this.options.reactorRetryMs;
    const backoff = retry ? new Backoff(retry.first, retry.max) : new Backoff();
    track.state = 'catching-up';
    this.changed();
    while (!this.isStopping()) {
      let head: number;
      let events: EventEnvelope[];
      try {
        head = await source.headPosition();
        events = await source.readAll({
          fromPosition: track.seen,
          maxCount: this.batchSize,
          filter: { eventTypes: track.reactor.eventTypes },
        });
      } catch {
        await this.pause(backoff.next());
        continue;
      }
      let failed = false;
      for (const event of events) {
        if (this.isStopping()) break;
        try {
          await this.reactTo(track, event);
          backoff.reset();
        } catch (error) {
          if (this.isStopping()) break;
          failed = true;
          if (!(error instanceof NotCaughtUp)) await this.reactorFailed(track, event, error);
          await this.pause(backoff.next());
          break;
        }
      }
      if (failed || this.isStopping()) continue;
      if (events.length < this.batchSize) {
        if (head > track.seen) track.seen = head;
        if (track.state === 'catching-up') track.state = 'live';
        this.changed();
        await this.persistReactorSkip(track);
        await this.waitForHead(track.seen);
      }
    }
    track.state = 'stopped';
    this.changed();
  }

  private async reactTo(track: ReactorTrack, event: EventEnvelope): Promise<void> {
    const after = track.reactor.after ?? [];
    if (after.length > 0 && !(await this.waitFor(after, event.position, REACTOR_WAIT_MS))) {
      throw new NotCaughtUp();
    }
    await track.reactor.handle(event);
    await this.options.store
      .collection<ProjectionRecord>(PROJECTIONS_COLLECTION)
      .updateOne(
        { _id: track.reactor.name },
        { $set: { checkpoint: event.position, status: 'running', error: null } },
      );
    track.checkpoint = event.position;
    track.seen = Math.max(track.seen, event.position);
    track.error = null;
    this.changed();
  }

  /** Shows the failure (here and, through its record, to apps in other processes). */
  private async reactorFailed(
    track: ReactorTrack,
    event: EventEnvelope,
    error: unknown,
  ): Promise<void> {
    track.error = {
      message: describe(error),
      position: event.position,
      eventId: event.id,
      type: event.type,
    };
    this.log('warn', 'reactor failed on an event; retrying', {
      reactor: track.reactor.name,
      ...track.error,
    });
    this.changed();
    try {
      await this.options.store
        .collection<ProjectionRecord>(PROJECTIONS_COLLECTION)
        .updateOne({ _id: track.reactor.name }, { $set: { error: track.error } });
    } catch (recordError) {
      this.log('warn', 'could not record the reactor error', { error: describe(recordError) });
    }
  }

  /** Writes a checkpoint that moved past events of other types, at most once per interval. */
  private async persistReactorSkip(track: ReactorTrack): Promise<void> {
    const every = this.options.checkpointEveryMs ?? 1_000;
    if (track.seen <= track.checkpoint || performance.now() - track.lastSkipWrite < every) return;
    track.lastSkipWrite = performance.now();
    try {
      await this.options.store
        .collection<ProjectionRecord>(PROJECTIONS_COLLECTION)
        .updateOne(
          { _id: track.reactor.name, checkpoint: { $lt: track.seen } },
          { $set: { checkpoint: track.seen } },
        );
      track.checkpoint = track.seen;
    } catch (error) {
      this.log('warn', 'could not write a checkpoint', { error: describe(error) });
    }
  }

  /** Drops relayed notices every app has long read (`noticeOutbox`). */
  private pruneOutbox(): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.options.store
        .collection<OutboxNotices>(CHANGE_NOTICES_COLLECTION)
        .deleteMany({ at: { $lt: Date.now() - OUTBOX_KEEP_MS } })
        .catch((error: unknown) => {
          this.log('warn', 'could not prune the notice outbox', { error: describe(error) });
        })
        .finally(() => {
          if (!this.stopping) this.pruneOutbox();
        });
    }, 60_000);
    timer.unref();
    this.timers.add(timer);
  }

  // ---- rebuild switch ----

  /** Once the rebuild has caught up: compare, then point the map at it in one transaction. */
  private async trySwitch(track: Track): Promise<void> {
    const { store } = this.options;
    const name = track.projection.name;
    const current = this.catalog.record(name);
    if (!current) return;
    const counts: Record<string, readonly [number, number]> = {};
    for (const logical of Object.keys(track.collections)) {
      const old = current.collections[logical];
      const next = track.collections[logical] as string;
      counts[logical] = [
        old ? await store.collection(old).countDocuments() : 0,
        await store.collection(next).countDocuments(),
      ];
    }
    const reason = await verify(track.projection, {
      fromVersion: current.version,
      toVersion: track.projection.version,
      counts,
    });
    const records = store.collection<ProjectionRecord>(PROJECTIONS_COLLECTION);
    if (reason !== null) {
      this.log('warn', 'rebuilt projection refused; the old version keeps serving', {
        projection: name,
        reason,
        counts,
      });
      await records.updateOne(
        { _id: name },
        { $set: { 'rebuild.status': 'refused', 'rebuild.reason': reason } },
      );
      const refused = await records.findOne({ _id: name });
      if (refused) this.catalog.set(refused);
      this.rebuilding.delete(name);
      track.state = 'stopped';
      this.changed();
      return;
    }
    const switched = await store.withTransaction(async (tx) => {
      const txRecords = tx.collection<ProjectionRecord>(PROJECTIONS_COLLECTION);
      const record = await txRecords.findOne({ _id: name });
      if (record?.rebuild?.version !== track.projection.version) throw new RecordChanged();
      const next: ProjectionRecord = {
        _id: name,
        version: track.projection.version,
        collections: track.collections,
        checkpoint: record.rebuild.checkpoint,
        status: 'running',
        error: null,
        rebuild: null,
        retired: [...record.retired, ...Object.values(record.collections)],
      };
      await txRecords.replaceOne({ _id: name }, next);
      return next;
    });
    // From here every query resolves to the rebuilt collections.
    this.catalog.set(switched);
    this.rebuilding.delete(name);
    track.kind = 'serving';
    track.checkpoint = switched.checkpoint;
    this.serving.set(name, track);
    this.log('info', 'switched projection to its rebuilt version', {
      projection: name,
      version: switched.version,
      counts,
    });
    const rebuilt = Object.keys(switched.collections).map((collection) => ({
      projection: name,
      collection,
      ids: null,
      owner: null,
      position: track.seen,
      reason: 'rebuilt' as const,
    }));
    this.options.notifier?.publish(rebuilt);
    if (this.options.noticeOutbox) {
      await store
        .collection<OutboxNotices>(CHANGE_NOTICES_COLLECTION)
        .insertOne({
          _id: `${name}:${track.seen}:rebuilt`,
          projection: name,
          position: track.seen,
          at: Date.now(),
          notices: rebuilt,
        })
        .catch((error: unknown) => {
          this.log('warn', 'could not leave the switch notice for the apps', {
            projection: name,
            error: describe(error),
          });
        });
    }
    this.scheduleRetire(name, switched.retired);
    this.changed();
  }

  private scheduleRetire(name: string, retired: readonly string[]): void {
    if (retired.length === 0) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void (async () => {
        for (const physical of retired) await this.options.store.dropCollection(physical);
        await this.options.store
          .collection<ProjectionRecord>(PROJECTIONS_COLLECTION)
          .updateOne({ _id: name }, { $pull: { retired: { $in: [...retired] } } });
        const record = await this.options.store
          .collection<ProjectionRecord>(PROJECTIONS_COLLECTION)
          .findOne({ _id: name });
        if (record) this.catalog.set(record);
      })().catch((error: unknown) => {
        this.log('warn', 'could not drop replaced collections', {
          projection: name,
          error: describe(error),
        });
      });
    }, this.options.retireAfterMs ?? 60_000);
    timer.unref();
    this.timers.add(timer);
  }
}
