import { describe, expect, it } from '@jest/globals';
import { offerMade, offerRedeemed } from '../testing/offers.js';
import { ProjectionHarness } from '../testing/projection-harness.js';
import {
  CUSTOMER_OFFERS,
  customerOffersProjection,
  offerDocId,
} from './customer-offers.projection.js';

const flirt = '0190a000-0000-7000-8000-000000000001';
const ann = '0190a000-0000-7000-8000-00000000000a';
const at = (day: string) => `${day}T12:00:00.000Z`;

function made(h: ProjectionHarness, offerId: string, expiresAt: string) {
  return h.streamEvent(
    `offer-${offerId}`,
    'OfferMade',
    offerMade(offerId, flirt, ann, expiresAt),
    at('2026-01-17'),
  );
}

describe('customer-offers projection', () => {
  it('keeps one document per offer: made, then redeemed', async () => {
    const h = new ProjectionHarness(customerOffersProjection);
    await h.run([
      made(h, 'o1', at('2026-01-24')),
      h.streamEvent('offer-o1', 'OfferRedeemed', offerRedeemed('o1', flirt, ann), at('2026-01-18')),
    ]);
    expect(h.doc(CUSTOMER_OFFERS, offerDocId(flirt, 'o1'))).toEqual({
      _id: `${flirt}:o1`,
      creatorId: flirt,
      customerId: ann,
      channel: 'Calls',
      amountCents: 999,
      description: '10 minutes',
      createdAt: at('2026-01-17'),
      expiresAt: at('2026-01-24'),
      redeemed: true,
      expired: false,
    });
    // Only the Flirt's own readers hear of it.
    expect(h.ops.map((op) => op.owner)).toEqual([`creator:${flirt}`, `creator:${flirt}`]);
  });

  it('marks an expired offer, and handles nothing but offer events', async () => {
    const h = new ProjectionHarness(customerOffersProjection);
    await h.run([
      made(h, 'o2', at('2026-01-18')),
      h.streamEvent(
        'offer-o2',
        'OfferExpired',
        { offerId: 'o2', creatorId: flirt, customerId: ann, at: at('2026-01-18') },
        at('2026-01-18'),
      ),
    ]);
    expect(h.doc(CUSTOMER_OFFERS, offerDocId(flirt, 'o2'))).toMatchObject({
      redeemed: false,
      expired: true,
    });
    expect(customerOffersProjection.eventTypes).toEqual([
      'OfferMade',
      'OfferRedeemed',
      'OfferExpired',
    ]);
  });
});
