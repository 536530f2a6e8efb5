import type { EventEnvelope } from '@flirtwire/contracts';

/**
 * The part of the event store the projection runner needs, declared here so projections never
 * import the backend. The backend's EventStore satisfies it as it is.
 *
 * @example
 * const runner = new ProjectionRunner({ source: eventStore, store: readStore, projections });
 */
export interface ProjectionEventSource {
  /** Events after `fromPosition` (exclusive), oldest first, at most `maxCount`. */
  readAll(options: {
    readonly fromPosition?: number;
    readonly maxCount?: number;
    readonly filter?: { readonly eventTypes?: readonly string[] };
  }): Promise<EventEnvelope[]>;
  /** Catch-up then live, after `fromPosition`; ended by `stop()`. */
  subscribeToAll(options?: { readonly fromPosition?: number }): AsyncIterable<EventEnvelope> & {
    stop(): void;
  };
  /** The position of the last stored event (0 when there is none). */
  headPosition(): Promise<number>;
  /**
   * Optional: a promise when a track of these event types must wait before it takes its next
   * events (the seed's gate parks some projections between its catch-ups), else undefined. A
   * `readAll` waits by itself; this is asked before events the runner already holds are used.
   */
  beforeRead?(eventTypes: readonly string[]): Promise<void> | undefined;
}
