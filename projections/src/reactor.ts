import type { EventEnvelope } from '@flirtwire/contracts';

/**
 * A reactor: a name, the event types it reacts to, the projections whose read models it reads,
 * and a handler that sends commands. It runs as a track of the projection runner (its
 * checkpoint in `_projections`, its status and lag on /ops/projections, in whichever process
 * runs the projections), reacting to one event at a time in log order, moving its checkpoint
 * after each. A crash between a handler's commands and that checkpoint repeats the event, so
 * every command a handler sends must be idempotent: refused by its decider as a repeat, or
 * keyed by the event (its id or position). A handler that throws is retried with backoff
 * (docs/adr/0099).
 *
 * @example
 * reactors.register(defineReactor<EnvelopeOf<CustomerBlocked>>({
 *   name: 'subscription-reactions',
 *   eventTypes: ['CustomerBlocked'],
 *   after: ['subscriptions'],
 *   handle: (event) => endForBlock(event, clock.now()),
 * }));
 */
export interface Reactor<E extends EventEnvelope = EventEnvelope> {
  /** Stable, kebab-case, distinct from every projection's name; the key of its checkpoint. */
  readonly name: string;
  readonly eventTypes: readonly E['type'][];
  /**
   * Projections whose read models `handle` reads: each event waits until they have passed it,
   * so the reactor sees what was true when the event happened.
   */
  readonly after?: readonly string[];
  /** Where a reactor with no checkpoint yet starts (default 0: the beginning of the log). */
  startAt?(): Promise<number>;
  handle(event: E): Promise<void>;
}

/**
 * Types a reactor against the envelopes it handles. The runner hands `handle` only events whose
 * type is in `eventTypes`, which is what makes accepting the narrower `E` sound.
 */
export function defineReactor<E extends EventEnvelope>(reactor: Reactor<E>): Reactor {
  return reactor;
}
