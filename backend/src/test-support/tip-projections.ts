import type { EnvelopeOf, TipSent } from '@flirtwire/contracts';
import {
  defineProjection,
  documentOp,
  ownedByCreator,
  ownedByUser,
  type Projection,
} from '@flirtwire/projections';

// Row types are aliases (not interfaces) so the driver's update types see their fields.
export type TipTotalRow = {
  _id: string;
  creatorId: string;
  customerId: string;
  totalCents: number;
  tips: number;
  lastTipAt: string;
  shape?: number;
};

type MyTipRow = {
  _id: string;
  customerId: string;
  creatorId: string;
  amountCents: number;
  at: string;
};

/**
 * Test read models over TipSent: per creator and customer totals (a creator's dashboard rows)
 * and each customer's own tips (private). Tests raise `version` (version 2 marks its rows with
 * `shape: 2`) and make one amount fail.
 */
export function tipTotalsProjection(
  version = 1,
  options: { failOnAmount?: number } = {},
): Projection {
  return defineProjection<EnvelopeOf<TipSent>>({
    name: 'tip-totals',
    version,
    eventTypes: ['TipSent'],
    collections: { tip_totals: { indexes: [{ key: { creatorId: 1, totalCents: -1 } }] } },
    handle: ({ data, occurredAt }) => {
      if (data.amountCents === options.failOnAmount) {
        throw new Error(`cannot apply a tip of ${data.amountCents} cents`);
      }
      return [
        documentOp<TipTotalRow>(
          'tip_totals',
          {
            updateOne: {
              filter: { _id: `${data.creatorId}:${data.customerId}` },
              update: {
                $inc: { totalCents: data.amountCents, tips: 1 },
                $max: { lastTipAt: occurredAt },
                $setOnInsert: {
                  creatorId: data.creatorId,
                  customerId: data.customerId,
                  ...(version > 1 ? { shape: version } : {}),
                },
              },
              upsert: true,
            },
          },
          { owner: ownedByCreator(data.creatorId) },
        ),
      ];
    },
  });
}

export function myTipsProjection(version = 1): Projection {
  return defineProjection<EnvelopeOf<TipSent>>({
    name: 'my-tips',
    version,
    eventTypes: ['TipSent'],
    collections: { my_tips: { indexes: [{ key: { customerId: 1, at: -1 } }] } },
    handle: ({ data, occurredAt }) => [
      documentOp<MyTipRow>(
        'my_tips',
        {
          replaceOne: {
            filter: { _id: data.tipId },
            replacement: {
              customerId: data.customerId,
              creatorId: data.creatorId,
              amountCents: data.amountCents,
              at: occurredAt,
            },
            upsert: true,
          },
        },
        { owner: ownedByUser(data.customerId) },
      ),
    ],
  });
}
