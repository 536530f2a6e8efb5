import { READ_MODELS } from '@flirtwire/contracts';
import type {
  EnvelopeOf,
  PaymentEvent,
  PaymentSource,
  SubscriptionEvent,
} from '@flirtwire/contracts';
import {
  defineProjection,
  type DocumentOp,
  documentOp,
  ownedByCreator,
  type ProjectionContext,
} from '../projection.js';

export const CHARGES = READ_MODELS.charges;
export const CREATOR_BALANCES = READ_MODELS.creatorBalances;

/** What was refunded and charged back of a payment, each reversal with its reason. */
export type ReversedOfCharge = {
  refundedCents: number;
  chargedBackCents: number;
  reversals: {
    id: string;
    kind: 'refund' | 'chargeback';
    amountCents: number;
    reason: string;
    at: string;
  }[];
};

/** Every money-in payment by its charge id, with what was reversed of it (refund desk). */
export type ChargeDoc = {
  _id: string;
  source: PaymentSource;
  customerId: string;
  creatorId: string;
  amountCents: number;
  platformFeeCents: number;
  paidAt: string;
  /** Where the payment event lives (the handler confirms the charge there). */
  streamId: string;
  gatewayReference: string | null;
} & ReversedOfCharge;

/**
 * A Flirt's tip and subscription money: gross minus platform fees minus reversals (refunds,
 * chargebacks and chargeback fees, docs/adr/0005). It knows nothing of payouts: the balances
 * the product shows come from the payout page's one source (docs/adr/0107).
 */
export type CreatorBalanceDoc = {
  _id: string;
  grossCents: number;
  feeCents: number;
  reversedCents: number;
  availableCents: number;
  lastPosition: number;
};

const EVENT_TYPES = [
  'TipSent',
  'SubscriptionCharged',
  'PaymentRefunded',
  'ChargebackReceived',
] as const;
type Handled = EnvelopeOf<
  Extract<PaymentEvent | SubscriptionEvent, { type: (typeof EVENT_TYPES)[number] }>
>;

async function chargeOps(event: Handled, context: ProjectionContext): Promise<DocumentOp[]> {
  const charges = context.collection<ChargeDoc>(CHARGES);
  switch (event.type) {
    case 'TipSent':
    case 'SubscriptionCharged': {
      const d = event.data;
      const chargeId = event.type === 'TipSent' ? event.data.tipId : event.data.chargeId;
      const replacement: Omit<ChargeDoc, '_id'> = {
        source: event.type === 'TipSent' ? 'tip' : 'subscription',
        customerId: d.customerId,
        creatorId: d.creatorId,
        amountCents: d.amountCents,
        platformFeeCents: d.platformFeeCents,
        paidAt: event.occurredAt,
        streamId: event.streamId,
        gatewayReference: d.gatewayReference ?? null,
        refundedCents: 0,
        chargedBackCents: 0,
        reversals: [],
      };
      if (await charges.findOne({ _id: chargeId })) return [];
      return [
        documentOp<ChargeDoc>(CHARGES, {
          replaceOne: { filter: { _id: chargeId }, replacement, upsert: true },
        }),
      ];
    }
    case 'PaymentRefunded':
    case 'ChargebackReceived': {
      const d = event.data;
      const refund = event.type === 'PaymentRefunded';
      const id = event.type === 'PaymentRefunded' ? event.data.refundId : event.data.chargebackId;
      const charge = await charges.findOne({ _id: d.chargeId });
      if (!charge || charge.reversals.some((reversal) => reversal.id === id)) return [];
      return [
        documentOp<ChargeDoc>(CHARGES, {
          updateOne: {
            filter: { _id: d.chargeId },
            update: {
              $inc: refund ? { refundedCents: d.amountCents } : { chargedBackCents: d.amountCents },
              $push: {
                reversals: {
                  id,
                  kind: refund ? 'refund' : 'chargeback',
                  amountCents: d.amountCents,
                  reason: d.reason,
                  at: event.occurredAt,
                },
              },
            },
          },
        }),
      ];
    }
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** What one event moves on the Flirt's balance. */
export function balanceChange(event: Handled): { gross: number; fee: number; reversed: number } {
  switch (event.type) {
    case 'TipSent':
    case 'SubscriptionCharged':
      return { gross: event.data.amountCents, fee: event.data.platformFeeCents, reversed: 0 };
    case 'PaymentRefunded':
      return { gross: 0, fee: 0, reversed: event.data.amountCents };
    case 'ChargebackReceived':
      return {
        gross: 0,
        fee: 0,
        reversed: event.data.amountCents + event.data.chargebackFeeCents,
      };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

async function balanceOps(event: Handled, context: ProjectionContext): Promise<DocumentOp[]> {
  const creatorId = event.data.creatorId;
  const prev = await context
    .collection<CreatorBalanceDoc>(CREATOR_BALANCES)
    .findOne({ _id: creatorId });
  // Events reach one creator's balance in log order: a position at or below the last applied was.
  if (prev && prev.lastPosition >= event.position) return [];
  const { gross, fee, reversed } = balanceChange(event);
  return [
    documentOp<CreatorBalanceDoc>(
      CREATOR_BALANCES,
      {
        updateOne: {
          filter: { _id: creatorId },
          update: {
            $inc: {
              grossCents: gross,
              feeCents: fee,
              reversedCents: reversed,
              availableCents: gross - fee - reversed,
            },
            $set: { lastPosition: event.position },
          },
          upsert: true,
        },
      },
      { owner: ownedByCreator(creatorId) },
    ),
  ];
}

/**
 * Payments by charge id (for refunds and chargebacks) and a running net per Flirt. The balances
 * the product shows (payout page, GET /client_api/user `available_balance`) come from the
 * earnings days through backend/src/finance/payout/payee-balances.ts, not from this one.
 */
export const chargesProjection = defineProjection<Handled>({
  name: 'charges',
  version: 1,
  eventTypes: EVENT_TYPES,
  collections: {
    [CHARGES]: {
      indexes: [{ key: { gatewayReference: 1 } }, { key: { creatorId: 1, paidAt: -1 } }],
    },
    [CREATOR_BALANCES]: {},
  },
  handle: async (event, context) => [
    ...(await chargeOps(event, context)),
    ...(await balanceOps(event, context)),
  ],
});
