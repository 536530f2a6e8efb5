import { type AnyEventEnvelope, type EarningsChannel, READ_MODELS } from '@flirtwire/contracts';
import { type DocumentOp, documentOp, ownedByCreator } from '../projection.js';

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

/** An offer's own document (the row sees a redeemed offer as a payment, in the row fold). */
export function offerOps(
  event: Extract<AnyEventEnvelope, { type: 'OfferMade' | 'OfferRedeemed' | 'OfferExpired' }>,
): DocumentOp[] {
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
