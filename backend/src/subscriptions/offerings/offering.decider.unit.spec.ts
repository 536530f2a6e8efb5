import { describe, it } from '@jest/globals';
import type { SubscriptionEvent } from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import { offeringDecider, offeringIdFor, type SetPrice } from './offering.decider.js';

const creatorId = '0190a0b0-0000-7000-8000-000000000003';
const offeringId = offeringIdFor(creatorId);
const set = (rateCents: number | null, confirmIncrease = false): SetPrice => ({
  type: 'SetPrice',
  creatorId,
  rateCents,
  confirmIncrease,
});
const priceSet = (
  rateCents: number,
  previousRateCents: number | null,
): Extract<SubscriptionEvent, { type: 'SubscriptionPriceSet' }> => ({
  type: 'SubscriptionPriceSet',
  data: { creatorId, offeringId, rateCents, previousRateCents },
});

describe('offering decider (subscription price settings)', () => {
  it('sets the first price without confirmation', () => {
    spec(offeringDecider)
      .given([])
      .when(set(999))
      .then([priceSet(999, null)]);
  });

  it('keeps the range of spec 000 §5: $3.99 to $50, with its messages', () => {
    spec(offeringDecider)
      .given([])
      .when(set(399))
      .then([priceSet(399, null)]);
    spec(offeringDecider)
      .given([])
      .when(set(5000))
      .then([priceSet(5000, null)]);
    spec(offeringDecider)
      .given([])
      .when(set(398))
      .thenThrows({ status: 400, fields: { rate: 'Minimum $3.99 USD' } });
    spec(offeringDecider)
      .given([])
      .when(set(5001))
      .thenThrows({ status: 400, fields: { rate: 'Maximum $50 USD' } });
    spec(offeringDecider)
      .given([])
      .when(set(null))
      .thenThrows({ status: 400, fields: { rate: 'Package rate should be from $3.99 to $50' } });
  });

  it('refuses an unchanged price', () => {
    spec(offeringDecider)
      .given([priceSet(999, null)])
      .when(set(999))
      .thenThrows({ status: 400, fields: { rate: 'Please enter a new price.' } });
  });

  it('needs a confirmation to raise the price, not to lower it', () => {
    spec(offeringDecider)
      .given([priceSet(999, null)])
      .when(set(1299))
      .thenThrows({ code: 'confirm_price_increase', status: 409 });
    spec(offeringDecider)
      .given([priceSet(999, null)])
      .when(set(1299, true))
      .then([priceSet(1299, 999)]);
    spec(offeringDecider)
      .given([priceSet(999, null)])
      .when(set(499))
      .then([priceSet(499, 999)]);
  });
});
