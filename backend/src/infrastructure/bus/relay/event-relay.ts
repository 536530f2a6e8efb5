import type { EventEnvelope, ProjectionStatusRow } from '@flirtwire/contracts';
import type { ReadStore } from '@flirtwire/projections';
import type { EventBus } from '../event-bus.port.js';

/** Where the relay keeps its checkpoint: the read store every process shares. */
export const RELAY_COLLECTION = '_bus_relay';
/** The relay's row on /ops/projections. */
export const RELAY_NAME = 'bus-relay';

export type RelayRecord = {
  readonly _id: string;
  /** Position of the last event the bus acknowledged. */
  readonly checkpoint: number;
  /** Date.now() of the last write. */
  readonly at: number;
  readonly error: string | null;
};

/** The part of the event store the relay reads. */
interface RelaySource {
  readAll(options: {
    readonly fromPosition?: number;
    readonly maxCount?: number;
  }): Promise<EventEnvelope[]>;
  headPosition(): Promise<number>;
}

export interface EventRelayOptions {
  readonly source: RelaySource;
  readonly bus: EventBus;
  readonly store: ReadStore;
  /** Events read and published per round (default 500). */
  readonly batchSize?: number;
  /** How often an idle relay looks for new events (default 50 ms). */
  readonly idleMs?: number;
  /** Called after a batch is published and before its checkpoint is written (crash tests). */
  readonly afterPublish?: (events: readonly EventEnvelope[]) => Promise<void>;
  readonly log?: (level: 'info' | 'warn', message: string, fields?: object) => void;
}

const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 30_000;

/**
 * Relays the event store's global log to the bus (docs/adr/0119), at least once: it reads
 * after its checkpoint, publishes the batch, and only once the bus has acknowledged it writes
 * the checkpoint. A crash between the two publishes that batch again after restart (consumers
 * drop the copies by event id); no event is ever skipped. One relay runs per deployment.
 *
 * @example
 * const relay = new EventRelay({ source: eventStore, bus, store: readStore });
 * await relay.start();
 */
export class EventRelay {
  private checkpoint = 0;
  private head = 0;
  private error: string | null = null;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly batchSize: number;

  constructor(private readonly options: EventRelayOptions) {
    this.batchSize = options.batchSize ?? 500;
  }

  async start(): Promise<void> {
    const record = await this.records().findOne({ _id: RELAY_NAME });
    this.checkpoint = record?.checkpoint ?? 0;
    this.head = await this.options.source.headPosition();
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** Resolves once everything up to `position` is on the bus (false after `timeoutMs`). */
  async waitFor(position: number, timeoutMs: number): Promise<boolean> {
    const deadline = performance.now() + timeoutMs;
    while (this.checkpoint < position) {
      if (performance.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return true;
  }

  status(): { checkpoint: number; head: number; lag: number; error: string | null } {
    const head = Math.max(this.head, this.checkpoint);
    return { checkpoint: this.checkpoint, head, lag: head - this.checkpoint, error: this.error };
  }

  /** Read afresh: it changes across awaits, which narrowing cannot see. */
  private isRunning(): boolean {
    return this.running;
  }

  private records() {
    return this.options.store.collection<RelayRecord>(RELAY_COLLECTION);
  }

  private async run(): Promise<void> {
    let retryMs = RETRY_FIRST_MS;
    while (this.running) {
      try {
        const events = await this.options.source.readAll({
          fromPosition: this.checkpoint,
          maxCount: this.batchSize,
        });
        const last = events[events.length - 1];
        if (!last) {
          this.head = await this.options.source.headPosition();
          await this.idle(this.options.idleMs ?? 50);
          continue;
        }
        await this.options.bus.publish(events);
        await this.options.afterPublish?.(events);
        await this.options.store.withTransaction(async (tx) => {
          await tx
            .collection<RelayRecord>(RELAY_COLLECTION)
            .updateOne(
              { _id: RELAY_NAME },
              { $set: { checkpoint: last.position, at: Date.now(), error: null } },
              { upsert: true },
            );
        });
        this.checkpoint = last.position;
        this.head = Math.max(this.head, last.position);
        this.error = null;
        retryMs = RETRY_FIRST_MS;
      } catch (error) {
        if (!this.isRunning()) break;
        this.error = error instanceof Error ? error.message : String(error);
        this.options.log?.('warn', 'relay round failed; retrying', { error: this.error });
        await this.records()
          .updateOne(
            { _id: RELAY_NAME },
            { $set: { error: this.error, at: Date.now() } },
            { upsert: true },
          )
          .catch(() => undefined);
        await this.idle(retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      }
    }
  }

  private idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }
}

/** The relay's row on /ops/projections, from its record (another process may run it). */
export function relayStatusRow(
  record: Pick<RelayRecord, 'checkpoint' | 'error'> | null,
  head: number,
): ProjectionStatusRow {
  const checkpoint = record?.checkpoint ?? 0;
  return {
    name: RELAY_NAME,
    version: 1,
    status: checkpoint >= head ? 'live' : 'catching-up',
    checkpoint,
    head,
    lag: Math.max(0, head - checkpoint),
    error: record?.error
      ? { message: record.error, position: checkpoint + 1, eventId: '', type: '' }
      : null,
    rebuild: null,
  };
}
