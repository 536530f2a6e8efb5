import type { ListingEventOf } from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';

export interface AvailabilityState {
  readonly availableForChat: boolean;
  readonly availableForCalls: boolean;
}

export type AvailabilityCommand = {
  readonly type: 'SetFlirtAvailability';
  readonly creatorId: string;
  readonly availableForChat?: boolean | undefined;
  readonly availableForCalls?: boolean | undefined;
  readonly at: string;
};

type AvailabilityEvent = ListingEventOf<'FlirtAvailabilitySet'>;

/**
 * A Flirt's two switches (`availability-<creatorId>`): available for chat (their chat listing
 * Online) and for live calls (their live listings Online). Both start off: a new Flirt is
 * Offline until they say otherwise.
 */
export const availabilityDecider: Decider<
  AvailabilityState,
  AvailabilityCommand,
  AvailabilityEvent
> = {
  name: 'availability',
  eventTypes: ['FlirtAvailabilitySet'],
  initialState: { availableForChat: false, availableForCalls: false },
  evolve(_state, event) {
    return {
      availableForChat: event.data.availableForChat,
      availableForCalls: event.data.availableForCalls,
    };
  },
  decide(command, state) {
    const next = {
      availableForChat: command.availableForChat ?? state.availableForChat,
      availableForCalls: command.availableForCalls ?? state.availableForCalls,
    };
    if (
      next.availableForChat === state.availableForChat &&
      next.availableForCalls === state.availableForCalls
    )
      return [];
    return [
      {
        type: 'FlirtAvailabilitySet',
        data: { creatorId: command.creatorId, ...next, at: command.at },
      },
    ];
  },
};
