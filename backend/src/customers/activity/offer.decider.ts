import {
  ACTIVITY_MESSAGES,
  type ActivityEventOf,
  canonicalJson,
  platformFee,
  offerStreamId,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError, NotFoundError } from '../../shared/errors.js';

type OfferEvent = ActivityEventOf<'OfferMade' | 'OfferRedeemed' | 'OfferExpired'>;
type OfferMade = ActivityEventOf<'OfferMade'>['data'];

export type OfferCommand =
  | { readonly type: 'MakeOffer'; readonly offer: OfferMade }
  | {
      readonly type: 'RedeemOffer';
      readonly customerId: string;
      readonly amountCents: number;
      readonly at: string;
    }
  | { readonly type: 'ExpireOffer'; readonly at: string };

export interface OfferState {
  readonly offer: OfferMade | null;
  readonly redeemed: ActivityEventOf<'OfferRedeemed'>['data'] | null;
  readonly expired: boolean;
}

/**
 * A Flirt's offer to one customer (stream `offer-<offerId>`): made once, then either redeemed
 * (paid, before it expires) or expired. Repeats of the same report record nothing.
 */
export const offerDecider: Decider<OfferState, OfferCommand, OfferEvent> = {
  name: 'offer',
  eventTypes: ['OfferMade', 'OfferRedeemed', 'OfferExpired'],
  initialState: { offer: null, redeemed: null, expired: false },
  evolve(state, event) {
    switch (event.type) {
      case 'OfferMade':
        return { ...state, offer: event.data };
      case 'OfferRedeemed':
        return { ...state, redeemed: event.data };
      case 'OfferExpired':
        return { ...state, expired: true };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'MakeOffer': {
        if (state.offer) {
          if (canonicalJson(state.offer) === canonicalJson(command.offer)) return [];
          throw new DomainError('activity_conflict', ACTIVITY_MESSAGES.conflict, 409);
        }
        if (command.offer.expiresAt <= command.offer.at) {
          throw new DomainError('offer_expiry', ACTIVITY_MESSAGES.offerExpires, 422);
        }
        return [{ type: 'OfferMade', data: command.offer }];
      }
      case 'RedeemOffer': {
        const offer = state.offer;
        if (!offer) throw new NotFoundError(ACTIVITY_MESSAGES.offerMissing, 'offer_not_found');
        if (offer.customerId !== command.customerId) {
          throw new DomainError('offer_customer', ACTIVITY_MESSAGES.offerCustomer, 422);
        }
        if (state.redeemed) {
          if (
            state.redeemed.amountCents === command.amountCents &&
            state.redeemed.at === command.at
          )
            return [];
          throw new DomainError('offer_redeemed', ACTIVITY_MESSAGES.offerRedeemed, 409);
        }
        if (state.expired || command.at >= offer.expiresAt) {
          throw new DomainError('offer_expired', ACTIVITY_MESSAGES.offerExpired, 422);
        }
        return [
          {
            type: 'OfferRedeemed',
            data: {
              offerId: offer.offerId,
              chargeId: offerStreamId(offer.offerId),
              creatorId: offer.creatorId,
              customerId: offer.customerId,
              channel: offer.channel,
              amountCents: command.amountCents,
              platformFeeCents: platformFee(command.amountCents),
              at: command.at,
            },
          },
        ];
      }
      case 'ExpireOffer': {
        const offer = state.offer;
        if (!offer) throw new NotFoundError(ACTIVITY_MESSAGES.offerMissing, 'offer_not_found');
        if (state.expired) return [];
        if (state.redeemed) {
          throw new DomainError('offer_redeemed', ACTIVITY_MESSAGES.offerRedeemed, 409);
        }
        return [
          {
            type: 'OfferExpired',
            data: {
              offerId: offer.offerId,
              creatorId: offer.creatorId,
              customerId: offer.customerId,
              at: command.at,
            },
          },
        ];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
