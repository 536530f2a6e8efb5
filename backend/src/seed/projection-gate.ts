import type { EventEnvelope } from '@flirtwire/contracts';
import type { ProjectionEventSource } from '@flirtwire/projections';

type Subscription = AsyncIterable<EventEnvelope> & { stop(): void };

/**
 * What the seed's projection runner sees of the log (docs/adr/0091, 0092). Open, it is the log
 * itself. Closed, the projections the seed's commands and jobs read (`current`) see the log as
 * it stood when it closed, and every other projection waits at its next read until the gate
 * opens fully: a day's commands append without waking the projections once per command, and
 * the projections nobody reads between the seed's full catch-ups take days of events in one go.
 *
 * Whatever waits for the read side (ProjectionHost runs every wait in `whileWaiting`) opens it
 * for the wait: the current projections alone when it waits only for them, all of them
 * otherwise. So a reader always sees the read models it waited for up to date.
 *
 * @example
 * const gate = new ProjectionGate(['subscriptions']);
 * const app = await createApp(config, { projectionGate: gate });
 * await gate.close(); // ... a day of commands and jobs ...
 * gate.open();
 */
export class ProjectionGate {
  private log: ProjectionEventSource | null = null;
  /** The last position the current projections may see; null while open. */
  private limit: number | null = null;
  /** Whether the other projections wait (closed, and not opened fully for a wait). */
  private parked = false;
  /** Reads of parked projections, let go when the gate opens fully. */
  private unpark: Array<() => void> = [];
  /**
   * The events held back from each head watcher, delivered in order on opening: every one, since
   * the runner's follower takes what its head subscription delivers as the whole log (it moves a
   * live track past events of other types without reading).
   */
  private readonly held = new Map<(event: EventEnvelope) => void, EventEnvelope[]>();
  /** Closed by the seed (between `close` and `open`); waits open it for a while. */
  private closedBySeed = false;
  /** The runner stopped its head subscription: it is shutting down, nothing parks any more. */
  private stopped = false;
  /** Waits for the read side in flight (see `whileWaiting`). */
  private waits = 0;
  /** The event-type lists (joined) of the current projections, which is how their reads look. */
  private readonly currentReads: ReadonlySet<string>;
  private readonly currentNames: ReadonlySet<string>;
  private readonly everyProjectionCurrent: boolean;

  /**
   * @param current the projections kept current at every wait, as `{ name, eventTypes }`
   *   (all projections when omitted: then closing holds every one at the same position).
   */
  constructor(
    current?: ReadonlyArray<{ readonly name: string; readonly eventTypes: readonly string[] }>,
  ) {
    this.currentNames = new Set(current?.map((p) => p.name) ?? []);
    this.currentReads = new Set(current?.map((p) => p.eventTypes.join('\u0000')) ?? []);
    this.everyProjectionCurrent = current === undefined;
  }

  wrap(log: ProjectionEventSource): ProjectionEventSource {
    this.log = log;
    return {
      headPosition: async () => {
        const head = await log.headPosition();
        return this.limit === null ? head : Math.min(head, this.limit);
      },
      readAll: async (options) => {
        // A parked projection reads nothing until the gate opens fully. It cannot be given the
        // log up to some position instead: finding less than a page, the runner takes the head
        // it read before as reached.
        for (let parked = this.parkedRead(options.filter?.eventTypes); parked;) {
          await parked;
          parked = this.parkedRead(options.filter?.eventTypes);
        }
        const limit = this.limit;
        if (limit !== null && (options.fromPosition ?? 0) >= limit) return [];
        const events = await log.readAll(options);
        if (limit === null) return events;
        const end = events.findIndex((event) => event.position > limit);
        return end === -1 ? events : events.slice(0, end);
      },
      subscribeToAll: (options) => this.filtered(log.subscribeToAll(options)),
      // The runner's live tracks take new events from its head subscription without a read:
      // a parked one waits here instead.
      beforeRead: (eventTypes) => this.parkedRead(eventTypes),
    };
  }

  /** Until the gate opens fully, a promise for a read of a projection that is not current. */
  private parkedRead(types: readonly string[] | undefined): Promise<void> | undefined {
    const current =
      this.everyProjectionCurrent ||
      (types !== undefined && this.currentReads.has(types.join('\u0000')));
    if (current || !this.parked || this.stopped) return undefined;
    return new Promise<void>((resolve) => {
      this.unpark.push(resolve);
    });
  }

  /** Holds the runner's view of the log at its current head (until `open`). */
  async close(): Promise<void> {
    this.closedBySeed = true;
    if (this.waits === 0) await this.cut();
  }

  /** Shows the runner the whole log again and wakes it. */
  open(): void {
    this.closedBySeed = false;
    this.release(true);
  }

  /**
   * Runs a wait for the named projections (all when null) with the gate open for them, then
   * closes it again at the new head if the seed had it closed: the renewal job sees the
   * subscriptions current, and the appends between two waits reach the projections as one
   * batch instead of waking them once per append.
   */
  async whileWaiting<T>(names: readonly string[] | null, wait: () => Promise<T>): Promise<T> {
    this.waits++;
    this.release(
      this.everyProjectionCurrent ||
        names === null ||
        names.some((name) => !this.currentNames.has(name)),
    );
    try {
      return await wait();
    } finally {
      this.waits--;
      if (this.waits === 0 && this.closedBySeed) await this.cut();
    }
  }

  private async cut(): Promise<void> {
    if (!this.log) throw new Error('ProjectionGate.wrap was never called (is PROJECTIONS inline?)');
    this.limit = await this.log.headPosition();
    this.parked = true;
  }

  private release(fully: boolean): void {
    if (fully && this.parked) {
      this.parked = false;
      const waiting = this.unpark;
      this.unpark = [];
      for (const resolve of waiting) resolve();
    }
    if (this.limit === null) return;
    this.limit = null;
    const held = [...this.held.entries()];
    this.held.clear();
    for (const [deliver, events] of held) for (const event of events) deliver(event);
  }

  /** A head subscription that passes on only what the runner may see. */
  private filtered(inner: Subscription): Subscription {
    const queue: EventEnvelope[] = [];
    // In an object: the closures below change it, which narrowing of a `let` cannot see.
    const waiting: { wake: (() => void) | null } = { wake: null };
    let stopped = false;
    const deliver = (event: EventEnvelope) => {
      queue.push(event);
      waiting.wake?.();
    };
    void (async () => {
      try {
        for await (const event of inner) {
          if (this.limit !== null && event.position > this.limit) {
            const held = this.held.get(deliver);
            if (held) held.push(event);
            else this.held.set(deliver, [event]);
          } else {
            deliver(event);
          }
        }
      } finally {
        stopped = true;
        this.held.delete(deliver);
        waiting.wake?.();
      }
    })();
    const iterate = async function* (): AsyncGenerator<EventEnvelope> {
      for (;;) {
        const next = queue.shift();
        if (next) {
          yield next;
          continue;
        }
        if (stopped) return;
        await new Promise<void>((resolve) => {
          waiting.wake = resolve;
        });
        waiting.wake = null;
      }
    };
    return {
      [Symbol.asyncIterator]: iterate,
      stop: () => {
        stopped = true;
        inner.stop();
        waiting.wake?.();
        // The runner is stopping (the seed ends, or a signal shuts the app down): parked
        // projections must not wait for an opening that will never come.
        this.stopped = true;
        this.release(true);
      },
    };
  }
}
