import { deepFreeze, type EventEnvelope } from '@flirtwire/contracts';
import { PROJECTIONS_COLLECTION, type ProjectionRecord } from './projection-catalog.js';
import type { ProjectionRunnerOptions, RunnerLog } from './runner-options.js';
import { type Backoff, describe, type TrackState } from './runner-track.js';

/** What the loop moves along the log: a projection's (or rebuild's) track or a reactor's. */
export interface FollowedTrack {
  /** Written with the last batch or reaction. */
  checkpoint: number;
  /** Everything at or below has been applied or does not concern the track. */
  seen: number;
  state: TrackState;
  lastSkipWrite: number;
  loop: Promise<void> | null;
}

/** What the loop does next: read again, wait (backoff) and read again, or end. */
export type Step = 'next' | 'retry' | 'end';

/** What makes a track a projection, a rebuild or a reactor: everything but the loop. */
export interface TrackSteps {
  /** For the log: `{ projection: name }` or `{ reactor: name }`. */
  readonly label: Readonly<Record<string, string>>;
  /** 'projection loop failed' or 'reactor loop failed'. */
  readonly crashMessage: string;
  readonly name: string;
  eventTypes(): readonly string[];
  /** Where the record keeps the checkpoint (a rebuild's is `rebuild.checkpoint`). */
  checkpointField(): string;
  /** The event source refused a read. */
  readFailed(error: unknown): Promise<Step>;
  /** Applies the events read; on success, resets the backoff. */
  apply(events: readonly EventEnvelope[], backoff: Backoff): Promise<Step>;
  /** The track has read up to the head: 'next' reads on at once, otherwise it waits for it. */
  caughtUp(): Promise<Step | 'wait'>;
}

/**
 * The one loop every track runs: read a batch of its event types from its position, hand it to
 * the track, and once it has read up to the head, wait for the head to move. One head
 * subscription wakes every waiting track; reads, batches, switches and reactions that fail
 * are retried with the track's one backoff.
 */
export class LogFollower {
  /** The last position the runner has seen the log reach. */
  knownHead = 0;
  private stopping = false;
  private signalStop: () => void = () => undefined;
  private readonly stopped = new Promise<void>((resolve) => {
    this.signalStop = resolve;
  });
  private readonly waiters = new Set<() => void>();
  private readonly listeners = new Set<() => void>();
  private headWatch: { stop(): void } | null = null;
  private readonly batchSize: number;
  /**
   * The events the head subscription delivered after `recentFrom` (all of them, in order, up to
   * `recentHead`), frozen: a live track reads its next events from here instead of the log, and
   * one whose types none of them has moves past them without a read. Every track would
   * otherwise read and parse the same new events again (a tip woke 26 reads of one event).
   */
  private recent: EventEnvelope[] = [];
  private recentFrom = 0;
  private recentHead = 0;

  constructor(
    private readonly options: ProjectionRunnerOptions,
    private readonly log: RunnerLog,
    batchSize: number,
  ) {
    this.batchSize = batchSize;
  }

  /** Read afresh: it changes across awaits, which narrowing cannot see. */
  isStopping(): boolean {
    return this.stopping;
  }

  stop(): void {
    this.stopping = true;
    this.signalStop();
    this.headWatch?.stop();
    this.wake();
  }

  /** Calls `onChange` after every change until the returned function is called. */
  addWaiter(onChange: () => void): () => void {
    this.waiters.add(onChange);
    return () => {
      this.waiters.delete(onChange);
    };
  }

  /** Called after every committed batch and state change (for live lag to admins). */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Something moved: wake the waiters, then tell the status listeners. */
  changed(): void {
    this.wake();
    for (const listener of this.listeners) {
      try {
        listener();
      } catch {
        // A status listener must never stop a projection.
      }
    }
  }

  /** One subscription tells every waiting track that the head moved. */
  watchHead(): void {
    const subscription = this.options.source.subscribeToAll({ fromPosition: this.knownHead });
    this.headWatch = subscription;
    this.recentFrom = this.knownHead;
    this.recentHead = this.knownHead;
    void (async () => {
      try {
        for await (const event of subscription) {
          if (this.stopping) break;
          this.remember(event);
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

  private remember(event: EventEnvelope): void {
    // Frozen: every live track is handed the same object.
    this.recent.push(deepFreeze(event));
    this.recentHead = event.position;
    if (this.recent.length > RECENT_EVENTS) {
      const drop = this.recent.length - RECENT_EVENTS / 2;
      this.recentFrom = this.recent[drop - 1]?.position ?? this.recentFrom;
      this.recent = this.recent.slice(drop);
    }
  }

  /**
   * A live track's next read, answered from the events the head subscription delivered: those
   * after `seen` with one of `types` (an empty list takes every type), at most `max`, and the
   * head they were read to. Null when the log must be read: the subscription cannot tell (it
   * ended, or has not delivered up to the known head), or `seen` is older than what it keeps.
   */
  private fromMemory(
    seen: number,
    types: readonly string[],
    max: number,
  ): { head: number; events: EventEnvelope[] } | null {
    if (!this.headWatch || seen < this.recentFrom || this.recentHead < this.knownHead) return null;
    if (seen >= this.recentHead) return null;
    // The first kept event after `seen` (positions ascend; gaps are allowed).
    let low = 0;
    let high = this.recent.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.recent[middle] as EventEnvelope).position <= seen) low = middle + 1;
      else high = middle;
    }
    const events: EventEnvelope[] = [];
    const wanted = types.length === 0 ? null : new Set(types);
    for (let i = low; i < this.recent.length && events.length < max; i++) {
      const event = this.recent[i] as EventEnvelope;
      if (!wanted || wanted.has(event.type)) events.push(event);
    }
    return { head: this.recentHead, events };
  }

  /** Waits `ms`, or less if the runner stops. */
  pause(ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const elapsed = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    });
    return Promise.race([elapsed, this.stopped]).finally(() => {
      clearTimeout(timer);
    });
  }

  /** Starts the track's loop; a loop that throws stops the track. */
  launch(track: FollowedTrack, steps: TrackSteps, backoff: Backoff): void {
    track.loop = this.follow(track, steps, backoff).catch((error: unknown) => {
      this.log('error', steps.crashMessage, { ...steps.label, error: describe(error) });
      track.state = 'stopped';
      this.changed();
    });
  }

  private async follow(track: FollowedTrack, steps: TrackSteps, backoff: Backoff): Promise<void> {
    const { source } = this.options;
    track.state = 'catching-up';
    this.changed();
    while (!this.isStopping() && isRunning(track)) {
      let head: number;
      let events: EventEnvelope[];
      let kept: { head: number; events: EventEnvelope[] } | null = null;
      if (track.state === 'live') {
        const parked = source.beforeRead?.(steps.eventTypes());
        if (parked) await parked;
        kept = this.fromMemory(track.seen, steps.eventTypes(), this.batchSize);
      }
      if (kept) {
        // The head subscription already read and parsed them: no read of the log.
        head = kept.head;
        events = kept.events;
      } else {
        try {
          head = await source.headPosition();
          events = await source.readAll({
            fromPosition: track.seen,
            maxCount: this.batchSize,
            filter: { eventTypes: steps.eventTypes() },
          });
        } catch (error) {
          if ((await steps.readFailed(error)) === 'end') break;
          await this.pause(backoff.next());
          continue;
        }
      }
      if (events.length > 0) {
        const step = await steps.apply(events, backoff);
        if (step === 'end') break;
        if (step === 'retry') {
          await this.pause(backoff.next());
          continue;
        }
      }
      if (events.length < this.batchSize) {
        if (head > track.seen) track.seen = head;
        if (track.state === 'catching-up') track.state = 'live';
        this.changed();
        await this.persistSkip(track, steps);
        const then = await steps.caughtUp();
        if (then === 'end') break;
        if (then === 'retry') {
          await this.pause(backoff.next());
          continue;
        }
        if (then === 'wait') await this.waitForHead(track.seen);
      }
    }
    if (this.stopping && stateOf(track) !== 'error') track.state = 'stopped';
    this.changed();
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) waiter();
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

  /** Writes a checkpoint that moved past events of other types, at most once per interval. */
  private async persistSkip(track: FollowedTrack, steps: TrackSteps): Promise<void> {
    const every = this.options.checkpointEveryMs ?? 1_000;
    if (track.seen <= track.checkpoint || performance.now() - track.lastSkipWrite < every) return;
    track.lastSkipWrite = performance.now();
    const field = steps.checkpointField();
    try {
      await this.options.store
        .collection<ProjectionRecord>(PROJECTIONS_COLLECTION)
        .updateOne(
          { _id: steps.name, [field]: { $lt: track.seen } },
          { $set: { [field]: track.seen } },
        );
      track.checkpoint = track.seen;
    } catch (error) {
      this.log('warn', 'could not write a checkpoint', { error: describe(error) });
    }
  }
}

/** How many delivered events the follower keeps for `fromMemory`. */
const RECENT_EVENTS = 8_192;

/** Reads the state afresh (it changes across awaits, which narrowing cannot see). */
function stateOf(track: FollowedTrack): TrackState {
  return track.state;
}

function isRunning(track: FollowedTrack): boolean {
  const state = stateOf(track);
  return state === 'catching-up' || state === 'live';
}
