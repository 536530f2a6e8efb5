import { type AnyEventEnvelope, type EarningsChannel, READ_MODELS } from '@flirtwire/contracts';
import { defineProjection, type DocumentOp, documentOp, ownedByCreator } from '../projection.js';

export const CUSTOMER_OFFERS = READ_MODELS.customerOffers;

export type OfferDoc = {
  _id: string;
  creatorId: string;
  customerId: string;
  channel: EarningsChannel;
  amountCents: number;
  description: string;
  createdAt: string;
  expiresAt: string;
  redeemed: boolean;
  expired: boolean;
};

export const offerDocId = (creatorId: string, offerId: string) => `${creatorId}:${offerId}`;

const EVENT_TYPES = ['OfferMade', 'OfferRedeemed', 'OfferExpired'] as const;

type Handled = Extract<AnyEventEnvelope, { type: (typeof EVENT_TYPES)[number] }>;

/**
 * A Flirt's offers to a customer, one document each, for the customer's Offers tab. Its own
 * projection: an offer's document depends on the offer's events alone (the customer row sees a
 * redeemed offer as a payment, in customer-rows' fold).
 */
export const customerOffersProjection = defineProjection<Handled>({
  name: 'customer-offers',
  version: 1,
  // Each document is one Flirt's offer, from that Flirt's activity events: one bus key, one topic
  // (docs/adr/0124).
  partitioned: true,
  eventTypes: EVENT_TYPES,
  collections: {
    [CUSTOMER_OFFERS]: { indexes: [{ key: { creatorId: 1, customerId: 1, createdAt: -1 } }] },
  },
  handle: (event) => offerOps(event),
});

/** An offer's own document. */
function offerOps(event: Handled): DocumentOp[] {
  const owner = ownedByCreator(event.data.creatorId);
  const filter = { _id: offerDocId(event.data.creatorId, event.data.offerId) };
  switch (event.type) {
    case 'OfferMade': {
      const { offerId, creatorId, customerId, channel, amountCents, description, at, expiresAt } =
        event.data;
      return [
        documentOp<OfferDoc>(
          CUSTOMER_OFFERS,
          {
            updateOne: {
              filter: { _id: offerDocId(creatorId, offerId) },
              update: {
                $setOnInsert: { redeemed: false, expired: false },
                $set: {
                  creatorId,
                  customerId,
                  channel,
                  amountCents,
                  description,
                  createdAt: at,
                  expiresAt,
                },
              },
              upsert: true,
            },
          },
          { owner },
        ),
      ];
    }
    case 'OfferRedeemed':
      return [
        documentOp<OfferDoc>(
          CUSTOMER_OFFERS,
          { updateOne: { filter, update: { $set: { redeemed: true } } } },
          { owner },
        ),
      ];
    case 'OfferExpired':
      return [
        documentOp<OfferDoc>(
          CUSTOMER_OFFERS,
          { updateOne: { filter, update: { $set: { expired: true } } } },
          { owner },
        ),
      ];
    default: {
      const never: never = event;
      return never;
    }
  }
}
