import type { EventEnvelope } from '@flirtwire/contracts';
import type { Reactor } from '../reactor.js';
import type { Step, TrackSteps } from './log-follower.js';
import {
  PROJECTIONS_COLLECTION,
  type ProjectionFailure,
  type ProjectionRecord,
} from './projection-catalog.js';
import type { RunnerParts } from './runner-parts.js';
import { type Backoff, DEFERRED, describe, type TrackState } from './runner-track.js';

/** How long a reactor waits for the projections it reads to reach an event, per attempt. */
const REACTOR_WAIT_MS = 5_000;

/** A reactor following the log: what it has reacted to, and the failure it is retrying. */
export interface ReactorTrack {
  readonly reactor: Reactor;
  /** Written after each event reacted to (and, at most once a second, past other events). */
  checkpoint: number;
  /** Everything at or below has been reacted to or does not concern the reactor. */
  seen: number;
  state: TrackState;
  /** The event the handler failed on, while it is retried; null once it succeeds. */
  error: ProjectionFailure | null;
  lastSkipWrite: number;
  loop: Promise<void> | null;
}

/** The projections a reactor waits for were not there within the wait: try again later. */
class NotCaughtUp extends Error {}

type WaitFor = (names: readonly string[], position: number, timeoutMs: number) => Promise<boolean>;

/**
 * The reactor track: reacts to the reactor's events one at a time, in log order: waits for the
 * projections it reads to reach the event, runs the handler, then moves the checkpoint. A
 * failure (or projections that do not get there) is retried from the same event with backoff;
 * the events before it stay done, and a failure never stops the track (docs/adr/0099).
 */
export class ReactorTracks {
  constructor(
    private readonly parts: RunnerParts,
    private readonly waitFor: WaitFor,
  ) {}

  /** Reads (or creates, at `startAt`) the reactor's record. */
  async prepare(reactor: Reactor): Promise<ReactorTrack> {
    const { catalog, options } = this.parts;
    const records = options.store.collection<ProjectionRecord>(PROJECTIONS_COLLECTION);
    let record = catalog.record(reactor.name) ?? (await records.findOne({ _id: reactor.name }));
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
    catalog.set(record);
    return {
      reactor,
      checkpoint: record.checkpoint,
      seen: record.checkpoint,
      state: 'starting',
      error: null,
      lastSkipWrite: 0,
      loop: null,
    };
  }

  /** What the loop does with a reactor's events. */
  steps(track: ReactorTrack): TrackSteps {
    const name = track.reactor.name;
    return {
      name,
      label: { reactor: name },
      crashMessage: 'reactor loop failed',
      eventTypes: () => track.reactor.eventTypes,
      checkpointField: () => 'checkpoint',
      readFailed: () => Promise.resolve('retry'),
      apply: (events, backoff) => this.reactToEach(track, events, backoff),
      caughtUp: () => Promise.resolve('wait'),
    };
  }

  private async reactToEach(
    track: ReactorTrack,
    events: readonly EventEnvelope[],
    backoff: Backoff,
  ): Promise<Step> {
    const { follower } = this.parts;
    for (const event of events) {
      if (follower.isStopping()) return 'end';
      try {
        await this.reactTo(track, event);
        backoff.reset();
      } catch (error) {
        if (follower.isStopping()) return 'end';
        if (!(error instanceof NotCaughtUp)) await this.failed(track, event, error);
        return 'retry';
      }
    }
    return follower.isStopping() ? 'end' : 'next';
  }

  /**
   * Reacts to one event the bus delivered (docs/adr/0124): the bus track moves the partition's
   * checkpoint after it; a failure is shown (as on the log) and thrown, to be retried.
   */
  async reactOnBus(track: ReactorTrack, event: EventEnvelope): Promise<void> {
    const after = track.reactor.after ?? [];
    if (after.length > 0 && !(await this.waitFor(after, event.position, REACTOR_WAIT_MS))) {
      throw new NotCaughtUp();
    }
    try {
      await track.reactor.handle(event);
    } catch (error) {
      await this.failed(track, event, error);
      throw error;
    }
    if (track.error) {
      track.error = null;
      await this.parts.options.store
        .collection<ProjectionRecord>(PROJECTIONS_COLLECTION)
        .updateOne({ _id: track.reactor.name }, { $set: { error: null } });
      this.parts.follower.changed();
    }
  }

  private async reactTo(track: ReactorTrack, event: EventEnvelope): Promise<void> {
    const after = track.reactor.after ?? [];
    if (after.length > 0 && !(await this.waitFor(after, event.position, REACTOR_WAIT_MS))) {
      throw new NotCaughtUp();
    }
    await track.reactor.handle(event);
    // Deferred, like a projection's batch: a crash before it reaches the disk repeats the
    // reactions since the last checkpoint there, which are idempotent or keyed by the event.
    await this.parts.options.store.withTransaction(
      (tx) =>
        tx
          .collection<ProjectionRecord>(PROJECTIONS_COLLECTION)
          .updateOne(
            { _id: track.reactor.name },
            { $set: { checkpoint: event.position, status: 'running', error: null } },
          ),
      DEFERRED,
    );
    track.checkpoint = event.position;
    track.seen = Math.max(track.seen, event.position);
    track.error = null;
    this.parts.follower.changed();
  }

  /** Shows the failure (here and, through its record, to apps in other processes). */
  private async failed(track: ReactorTrack, event: EventEnvelope, error: unknown): Promise<void> {
    const { log, follower, options } = this.parts;
    track.error = {
      message: describe(error),
      position: event.position,
      eventId: event.id,
      type: event.type,
    };
    log('warn', 'reactor failed on an event; retrying', {
      reactor: track.reactor.name,
      ...track.error,
    });
    follower.changed();
    try {
      await options.store
        .collection<ProjectionRecord>(PROJECTIONS_COLLECTION)
        .updateOne({ _id: track.reactor.name }, { $set: { error: track.error } });
    } catch (recordError) {
      log('warn', 'could not record the reactor error', { error: describe(recordError) });
    }
  }
}
