import {
  PRICE_MAX_WITHOUT_PACKAGES_CENTS,
  PRICE_MESSAGES,
  type SubscriptionEvent,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { idFromKey } from '../../shared/domain/ids.js';
import { DomainError, ValidationError } from '../../shared/errors.js';
import { checkPrice } from '../packages/package-rules.js';

/** One offering per Flirt; its id never changes, its rate does. */
export const offeringIdFor = (creatorId: string) => idFromKey('offering', creatorId);

export interface OfferingState {
  readonly offeringId: string | null;
  readonly rateCents: number | null;
}

export interface SetPrice {
  readonly type: 'SetPrice';
  readonly creatorId: string;
  /** Null when the text is not money (digits with up to 2 decimals). */
  readonly rateCents: number | null;
  readonly confirmIncrease: boolean;
}

type OfferingEvent = Extract<SubscriptionEvent, { type: 'SubscriptionPriceSet' }>;

/**
 * The subscription price settings (spec 000 §5): $3.99 to $50; an increase must be confirmed,
 * because current subscribers will be asked to approve it (needs_approval); an unchanged price
 * is not saved.
 */
export const offeringDecider: Decider<OfferingState, SetPrice, OfferingEvent> = {
  name: 'offering',
  eventTypes: ['SubscriptionPriceSet'],
  initialState: { offeringId: null, rateCents: null },
  // One event type: a switch with a `never` check arrives with the second.
  evolve: (_state, event) => ({
    offeringId: event.data.offeringId,
    rateCents: event.data.rateCents,
  }),
  decide(command, state) {
    const rateCents = checkPrice(command.rateCents, PRICE_MAX_WITHOUT_PACKAGES_CENTS);
    if (rateCents === state.rateCents) {
      throw new ValidationError({ rate: PRICE_MESSAGES.unchanged });
    }
    if (state.rateCents !== null && rateCents > state.rateCents && !command.confirmIncrease) {
      throw new DomainError('confirm_price_increase', PRICE_MESSAGES.confirmIncrease, 409, {
        confirm_increase: PRICE_MESSAGES.confirmIncrease,
      });
    }
    return [
      {
        type: 'SubscriptionPriceSet',
        data: {
          creatorId: command.creatorId,
          offeringId: state.offeringId ?? offeringIdFor(command.creatorId),
          rateCents,
          previousRateCents: state.rateCents,
        },
      },
    ];
  },
};
