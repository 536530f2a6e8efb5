import type { EventEnvelope } from '@flirtwire/contracts';
import type { ProjectionEventSource } from '@flirtwire/projections';
import type { EventStore } from '../../infrastructure/event-store/event-store.port.js';

/**
 * The event log as it stood at `bound`: a shadow runner fed from here stops exactly there, so
 * its models can be compared with the live ones as of the same position. `raise` moves the
 * bound (the runner notices within its head poll). Counts the events it hands out.
 */
export class BoundedEventSource implements ProjectionEventSource {
  private eventsRead = 0;
  private readonly stops = new Set<() => void>();

  constructor(
    private readonly store: EventStore,
    private currentBound: number,
  ) {}

  get bound(): number {
    return this.currentBound;
  }

  /** Events handed to the runner so far (each projection's reads counted). */
  get read(): number {
    return this.eventsRead;
  }

  raise(bound: number): void {
    this.currentBound = Math.max(this.currentBound, bound);
  }

  async readAll(options: {
    readonly fromPosition?: number;
    readonly maxCount?: number;
    readonly filter?: { readonly eventTypes?: readonly string[] };
  }): Promise<EventEnvelope[]> {
    const bound = this.currentBound;
    if ((options.fromPosition ?? 0) >= bound) return [];
    const events = await this.store.readAll({
      ...(options.fromPosition === undefined ? {} : { fromPosition: options.fromPosition }),
      ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
      ...(options.filter?.eventTypes ? { filter: { eventTypes: options.filter.eventTypes } } : {}),
    });
    const within = events.filter((event) => event.position <= bound);
    this.eventsRead += within.length;
    return within;
  }

  /** Nothing is live here: the subscription only ends. */
  subscribeToAll(): AsyncIterable<EventEnvelope> & { stop(): void } {
    let stop: () => void = () => undefined;
    const stopped = new Promise<void>((resolve) => {
      stop = resolve;
    });
    this.stops.add(stop);
    const stops = this.stops;
    return {
      stop: () => {
        stops.delete(stop);
        stop();
      },
      [Symbol.asyncIterator]: () => ({
        next: async (): Promise<IteratorResult<EventEnvelope>> => {
          await stopped;
          return { done: true, value: undefined };
        },
        return: (): Promise<IteratorResult<EventEnvelope>> => {
          stop();
          return Promise.resolve({ done: true, value: undefined });
        },
      }),
    };
  }

  headPosition(): Promise<number> {
    return Promise.resolve(this.currentBound);
  }

  /** Ends every subscription (the runner's head watch) when the shadow is dropped. */
  close(): void {
    for (const stop of this.stops) stop();
    this.stops.clear();
  }
}
