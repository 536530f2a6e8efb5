import type { EventEnvelope } from '@flirtwire/contracts';
import type { ProjectionEventSource } from '@flirtwire/projections';

type Subscription = AsyncIterable<EventEnvelope> & { stop(): void };

/**
 * What the seed's projection runner sees of the log (docs/adr/0091). Open, it is the log
 * itself; closed, the log ends where it stood when it closed, so a day's commands append without
 * waking every projection once per command, and on opening each projection applies the day in
 * one batch. The seed opens it wherever something reads the read side (the daily jobs, My
 * Customers rounds, the end); command handlers themselves read only their streams.
 *
 * @example
 * const gate = new ProjectionGate();
 * const app = await createApp(config, { projectionSource: (log) => gate.wrap(log) });
 * await gate.close(); // ... a day of commands ...
 * gate.open();
 */
export class ProjectionGate {
  private log: ProjectionEventSource | null = null;
  /** The last position the runner may see; null while open. */
  private limit: number | null = null;
  /** The newest event held back from each head watcher, delivered on opening. */
  private readonly held = new Map<(event: EventEnvelope) => void, EventEnvelope>();
  /** Closed by the seed (between `close` and `open`), whatever waits open it for a while. */
  private closedBySeed = false;
  /** Waits for the read side in flight (see `whileWaiting`). */
  private waits = 0;

  wrap(log: ProjectionEventSource): ProjectionEventSource {
    this.log = log;
    return {
      headPosition: async () => {
        const head = await log.headPosition();
        return this.limit === null ? head : Math.min(head, this.limit);
      },
      readAll: async (options) => {
        const limit = this.limit;
        if (limit !== null && (options.fromPosition ?? 0) >= limit) return [];
        const events = await log.readAll(options);
        if (limit === null) return events;
        const end = events.findIndex((event) => event.position > limit);
        return end === -1 ? events : events.slice(0, end);
      },
      subscribeToAll: (options) => this.filtered(log.subscribeToAll(options)),
    };
  }

  /** Holds the runner's view of the log at its current head (until `open`). */
  async close(): Promise<void> {
    this.closedBySeed = true;
    if (this.waits === 0) await this.cut();
  }

  /** Shows the runner the whole log again and wakes it. */
  open(): void {
    this.closedBySeed = false;
    this.release();
  }

  /**
   * Runs a wait for the read side (ProjectionHost.waitFor, wrapped by the seed) with the gate
   * open, then closes it again at the new head if the seed had it closed: whoever waits for the
   * read models (the renewal job, read-your-writes) sees them current, and the appends between
   * two waits reach the projections as one batch instead of waking them once per append.
   */
  async whileWaiting<T>(wait: () => Promise<T>): Promise<T> {
    this.waits++;
    this.release();
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
  }

  private release(): void {
    if (this.limit === null) return;
    this.limit = null;
    const held = [...this.held.entries()];
    this.held.clear();
    for (const [deliver, event] of held) deliver(event);
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
          if (this.limit !== null && event.position > this.limit) this.held.set(deliver, event);
          else deliver(event);
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
      },
    };
  }
}
