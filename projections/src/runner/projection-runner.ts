import type { Projection } from '../projection.js';
import type { Reactor } from '../reactor.js';
import { BusTracks } from './bus-feed.js';
import { ProjectionCatalog, type ProjectionFailure } from './projection-catalog.js';
import { checkDefinitions } from './projection-definitions.js';
import { LogFollower } from './log-follower.js';
import { ProjectionTracks } from './projection-track.js';
import { type ReactorTrack, ReactorTracks } from './reactor-track.js';
import {
  CHANGE_NOTICES_COLLECTION,
  type OutboxNotices,
  type ProjectionRunnerOptions,
  type RunnerLog,
} from './runner-options.js';
import type { RunnerParts } from './runner-parts.js';
import { Backoff, describe, type Track, type TrackState } from './runner-track.js';

export { type TrackState, unreadablePosition } from './runner-track.js';
export {
  type BusMember,
  groupIdOf,
  type PartitionBatch,
  type PartitionCheckpoint,
  PARTITIONS_COLLECTION,
  type ProjectionBus,
} from './bus-feed.js';
export {
  CHANGE_NOTICES_COLLECTION,
  type OutboxNotices,
  type ProjectionRunnerOptions,
  type RunnerLog,
} from './runner-options.js';

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
/** How long a relayed notice stays in `_change_notices` (an app polls it about every second). */
const OUTBOX_KEEP_MS = 10 * 60_000;

/**
 * Runs projections and reactors, each a track following the log in one loop (`LogFollower`):
 * a projection track catches up from its checkpoint in batches, each committed with its
 * checkpoint in one transaction, then follows the log live; a projection that cannot apply an
 * event stops with its error and position while the others go on (`ProjectionTracks`). A
 * raised version is rebuilt from position 0 into new physical collections while the old ones
 * serve, then switched atomically (`trySwitch`, docs/adr/0011). Reactor tracks react one event
 * at a time, after the projections they read, retried with backoff, never stopped by a failure
 * (`ReactorTracks`, docs/adr/0099).
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
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly follower: LogFollower;
  private readonly projectionTracks: ProjectionTracks;
  private readonly reactorTracks: ReactorTracks;
  private readonly busTracks: BusTracks | null;
  private readonly log: RunnerLog;

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.log = options.log ?? (() => undefined);
    this.follower = new LogFollower(options, this.log, options.batchSize ?? DEFAULT_BATCH);
    const parts: RunnerParts = {
      options,
      catalog: this.catalog,
      follower: this.follower,
      log: this.log,
      serving: this.serving,
      rebuilding: this.rebuilding,
      timers: this.timers,
      handOver: (track) => {
        if (!this.fedByBus(track)) return false;
        this.launchOnBus(track);
        return true;
      },
    };
    this.busTracks = options.bus ? new BusTracks(parts, options.bus) : null;
    this.projectionTracks = new ProjectionTracks(parts);
    this.reactorTracks = new ReactorTracks(parts, (names, position, timeoutMs) =>
      this.waitFor(names, position, timeoutMs),
    );
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
    if (!this.started || this.follower.isStopping()) return;
    this.launchReactor(await this.prepareReactor(reactor));
  }

  /** Prepares every projection's record and collections, then starts following the log. */
  async start(): Promise<void> {
    const { store } = this.options;
    this.follower.knownHead = await this.options.source.headPosition();
    await this.catalog.load(store);
    for (const projection of this.options.projections) {
      await this.projectionTracks.prepare(projection);
    }
    const reactors: ReactorTrack[] = [];
    for (const reactor of this.reactorList) reactors.push(await this.prepareReactor(reactor));
    this.follower.watchHead();
    this.started = true;
    for (const track of [...this.serving.values(), ...this.rebuilding.values()]) {
      if (track.kind === 'serving' && this.fedByBus(track)) this.launchOnBus(track);
      else this.follower.launch(track, this.projectionTracks.steps(track), new Backoff());
    }
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
    this.follower.stop();
    await this.busTracks?.stop();
    for (const timer of this.timers) clearTimeout(timer);
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
        head: this.follower.knownHead,
        lag: Math.max(0, this.follower.knownHead - checkpoint),
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
        head: this.follower.knownHead,
        lag: Math.max(0, this.follower.knownHead - checkpoint),
        error: serving ? serving.error : (record?.error ?? null),
        collections: record?.collections ?? {},
        rebuild: rebuild
          ? {
              version: rebuild.projection.version,
              status: rebuild.state,
              checkpoint: rebuild.seen,
              lag: Math.max(0, this.follower.knownHead - rebuild.seen),
              error: rebuild.error,
              reason: storedRebuild?.reason ?? null,
            }
          : storedRebuild && storedRebuild.status === 'refused'
            ? {
                version: storedRebuild.version,
                status: 'refused',
                checkpoint: storedRebuild.checkpoint,
                lag: Math.max(0, this.follower.knownHead - storedRebuild.checkpoint),
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
    return this.follower.onChange(listener);
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
        remove();
        resolve(value);
      };
      const remove = this.follower.addWaiter(() => {
        const result = this.follower.isStopping() ? false : check();
        if (result !== null) done(result);
      });
      const timer = setTimeout(() => {
        done(check() ?? false);
      }, timeoutMs);
    });
  }

  /** A partitioned projection, where the runner consumes the bus (docs/adr/0124). */
  private fedByBus(track: Track): boolean {
    return this.busTracks !== null && track.projection.partitioned === true;
  }

  private launchOnBus(track: Track): void {
    const bus = this.busTracks as BusTracks;
    track.loop = bus.launch(track).catch((error: unknown) => {
      this.log('error', 'could not join the bus', {
        projection: track.projection.name,
        error: describe(error),
      });
      track.state = 'stopped';
      this.follower.changed();
    });
  }

  private async prepareReactor(reactor: Reactor): Promise<ReactorTrack> {
    const track = await this.reactorTracks.prepare(reactor);
    this.reacting.set(reactor.name, track);
    return track;
  }

  private launchReactor(track: ReactorTrack): void {
    const retry = this.options.reactorRetryMs;
    const backoff = retry ? new Backoff(retry.first, retry.max) : new Backoff();
    if (this.busTracks) {
      // Where the runner consumes the bus, every reactor is fed by it (docs/adr/0124).
      track.loop = this.busTracks
        .launchReactor(track, (event) => this.reactorTracks.reactOnBus(track, event), backoff)
        .catch((error: unknown) => {
          this.log('error', 'could not join the bus', {
            reactor: track.reactor.name,
            error: describe(error),
          });
          track.state = 'stopped';
          this.follower.changed();
        });
      return;
    }
    this.follower.launch(track, this.reactorTracks.steps(track), backoff);
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
          if (!this.follower.isStopping()) this.pruneOutbox();
        });
    }, 60_000);
    timer.unref();
    this.timers.add(timer);
  }
}
