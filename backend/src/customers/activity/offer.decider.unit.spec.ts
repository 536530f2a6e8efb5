import { describe, it } from '@jest/globals';
import type { ActivityEventOf } from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import { offerDecider } from './offer.decider.js';

const offer: ActivityEventOf<'OfferMade'>['data'] = {
  offerId: 'o1',
  creatorId: '0190a000-0000-7000-8000-000000000001',
  customerId: '0190a000-0000-7000-8000-000000000002',
  channel: 'Calls',
  amountCents: 1_000,
  description: '10 minutes for $10',
  at: '2026-01-15T10:00:00.000Z',
  expiresAt: '2026-01-22T10:00:00.000Z',
};
const made = { type: 'OfferMade' as const, data: offer };
const redeem = {
  type: 'RedeemOffer' as const,
  customerId: offer.customerId,
  amountCents: 1_000,
  at: '2026-01-16T10:00:00.000Z',
};
const redeemed = {
  type: 'OfferRedeemed' as const,
  data: {
    offerId: 'o1',
    chargeId: 'offer-o1',
    creatorId: offer.creatorId,
    customerId: offer.customerId,
    channel: 'Calls' as const,
    amountCents: 1_000,
    platformFeeCents: 300,
    at: redeem.at,
  },
};

describe('offers', () => {
  it('are made once; the same report again records nothing, other details are refused', () => {
    spec(offerDecider).given([]).when({ type: 'MakeOffer', offer }).then([made]);
    spec(offerDecider).given([made]).when({ type: 'MakeOffer', offer }).then([]);
    spec(offerDecider)
      .given([made])
      .when({ type: 'MakeOffer', offer: { ...offer, amountCents: 5 } })
      .thenThrows({ code: 'activity_conflict', status: 409 });
    spec(offerDecider)
      .given([])
      .when({ type: 'MakeOffer', offer: { ...offer, expiresAt: offer.at } })
      .thenThrows({ message: 'An offer must expire after it is made.' });
  });

  it('are redeemed by their customer before they expire, with the platform fee', () => {
    spec(offerDecider).given([made]).when(redeem).then([redeemed]);
    spec(offerDecider).given([made, redeemed]).when(redeem).then([]);
    spec(offerDecider)
      .given([made, redeemed])
      .when({ ...redeem, amountCents: 900 })
      .thenThrows({ message: 'This offer was already redeemed.', status: 409 });
    spec(offerDecider)
      .given([made])
      .when({ ...redeem, customerId: '0190a000-0000-7000-8000-000000000009' })
      .thenThrows({ message: 'This offer was made to another customer.' });
    spec(offerDecider)
      .given([made])
      .when({ ...redeem, at: offer.expiresAt })
      .thenThrows({ message: 'This offer has expired.' });
    spec(offerDecider)
      .given([])
      .when(redeem)
      .thenThrows({ message: 'No such offer.', status: 404 });
  });

  it('expire once, unless redeemed', () => {
    const expired = {
      type: 'OfferExpired' as const,
      data: {
        offerId: 'o1',
        creatorId: offer.creatorId,
        customerId: offer.customerId,
        at: offer.expiresAt,
      },
    };
    spec(offerDecider)
      .given([made])
      .when({ type: 'ExpireOffer', at: offer.expiresAt })
      .then([expired]);
    spec(offerDecider)
      .given([made, expired])
      .when({ type: 'ExpireOffer', at: offer.expiresAt })
      .then([]);
    spec(offerDecider)
      .given([made, expired])
      .when(redeem)
      .thenThrows({ message: 'This offer has expired.' });
    spec(offerDecider)
      .given([made, redeemed])
      .when({ type: 'ExpireOffer', at: offer.expiresAt })
      .thenThrows({ message: 'This offer was already redeemed.' });
  });
});
