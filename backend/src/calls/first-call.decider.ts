import type { FirstCallEvent } from '@flirtwire/contracts';
import type { Decider } from '../shared/domain/decider.js';

export type FirstCallCommand = {
  readonly type: 'ClaimFirstCallMinutes';
  readonly customerId: string;
  /** The call being billed. */
  readonly callId: string;
  /** What the offer grants (`FIRST_CALL_FREE_MINUTES`). */
  readonly minutes: number;
  readonly at: string;
};

export interface FirstCallState {
  /** The call the offer went to, or null while the customer has not had it. */
  readonly callId: string | null;
  readonly minutes: number;
}

/**
 * The free minutes `callId` has from the customer's first-call offer: all of the offer when the
 * offer went to this call, none when it went to another (or to none yet).
 */
export function firstCallMinutesOf(state: FirstCallState, callId: string): number {
  return state.callId === callId ? state.minutes : 0;
}

/**
 * A customer's first-call offer (`firstcall-<customerId>`, docs/adr/0118): the first call billed
 * has its first minutes free, once per customer. The first claim records the call; every later
 * claim, by another call or the same one again, records nothing. Racing calls append with the
 * stream's expected revision, so exactly one of them records its claim; the loser re-decides on
 * the new state and gets nothing.
 */
export const firstCallDecider: Decider<FirstCallState, FirstCallCommand, FirstCallEvent> = {
  name: 'first-call',
  eventTypes: ['FirstCallMinutesGranted'],
  initialState: { callId: null, minutes: 0 },
  // One event and one command: nothing to switch on.
  evolve(state, event) {
    // Only the first grant counts (a second one is never decided; this keeps replays exact).
    return state.callId === null
      ? { callId: event.data.callId, minutes: event.data.minutes }
      : state;
  },
  decide(command, state) {
    if (state.callId !== null) return [];
    const { type: _type, ...data } = command;
    return [{ type: 'FirstCallMinutesGranted', data }];
  },
};
