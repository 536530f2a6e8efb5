import type { DomainEvent } from '@flirtwire/contracts';

/**
 * An aggregate as three pure functions (Emmett / Chassaing's decider): fold past events into
 * state, decide new events from a command and the state. Time and ids arrive inside the
 * command; a broken rule throws a DomainError.
 *
 * @example
 * const events = tipDecider.decide(sendTip, streamEvents.reduce(tipDecider.evolve, tipDecider.initialState));
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  /** Names the aggregate in caches and logs. */
  readonly name: string;
  /** The event types this aggregate folds; other events in its stream are ignored. */
  readonly eventTypes: readonly Event['type'][];
  readonly initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): readonly Event[];
}

/** The state after `events`, folded from the initial state. */
export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState);
}
