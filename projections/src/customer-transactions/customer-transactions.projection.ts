import {
  type AnyEventEnvelope,
  READ_MODELS,
  type CustomerTransactionChannel,
  formatCents,
} from '@flirtwire/contracts';
import type { ReversedOfCharge } from '../payments/charges.projection.js';
import { defineProjection, type DocumentOp, documentOp, ownedByUser } from '../projection.js';

/** Every charge a customer paid, by charge id (its notices name the customer). */
export const CUSTOMER_TRANSACTIONS = READ_MODELS.customerTransactions;

/** One charge a customer paid (any channel), by its charge id, with what was reversed of it. */
export type CustomerTransactionDoc = {
  _id: string;
  customerId: string;
  /** The Flirt paid; null for a site-dollar top-up. */
  creatorId: string | null;
  channel: CustomerTransactionChannel;
  description: string;
  amountCents: number;
  paidAt: string;
  /** The id a site-dollar spend names as its purchase (a goody bag's sale id, else the charge id). */
  purchaseId: string;
} & ReversedOfCharge;

const EVENT_TYPES = [
  'TipSent',
  'SubscriptionCharged',
  'ChatVolleyBilled',
  'PaidMailSold',
  'GoodiesSold',
  'CallCompleted',
  'SiteDollarsAdded',
  'PaymentRefunded',
  'ChargebackReceived',
  'SiteDollarsTopUpReversed',
] as const;

type Handled = Extract<AnyEventEnvelope, { type: (typeof EVENT_TYPES)[number] }>;
type Paid = Extract<Handled, { type: (typeof EVENT_TYPES)[number] & PaidType }>;
type PaidType =
  | 'TipSent'
  | 'SubscriptionCharged'
  | 'ChatVolleyBilled'
  | 'PaidMailSold'
  | 'GoodiesSold'
  | 'CallCompleted'
  | 'SiteDollarsAdded';

const PLAN_CHANNELS = {
  feed: 'subscription',
  package: 'package',
  tribute: 'tribute',
} as const satisfies Record<string, CustomerTransactionChannel>;

/**
 * The charge a money-in event records for its customer, or null when nothing was paid (a
 * volley a package perk covered, a call its free minutes covered).
 */
export function transactionOf(
  event: Paid,
): Omit<CustomerTransactionDoc, 'refundedCents' | 'chargedBackCents' | 'reversals'> | null {
  const paidAt = event.occurredAt;
  switch (event.type) {
    case 'TipSent': {
      const d = event.data;
      return {
        _id: d.tipId,
        customerId: d.customerId,
        creatorId: d.creatorId,
        channel: d.fromChat ? 'chat_gift' : 'tip',
        description: d.fromChat ? 'Gift sent in chat' : 'Tribute',
        amountCents: d.amountCents,
        paidAt,
        purchaseId: d.tipId,
      };
    }
    case 'SubscriptionCharged': {
      const d = event.data;
      return {
        _id: d.chargeId,
        customerId: d.customerId,
        creatorId: d.creatorId,
        channel: PLAN_CHANNELS[d.kind],
        description: d.renewal ? 'Monthly renewal' : 'First month',
        amountCents: d.amountCents,
        paidAt,
        purchaseId: d.chargeId,
      };
    }
    case 'ChatVolleyBilled': {
      const d = event.data;
      if (d.amountCents === 0) return null;
      return paidTo(d, 'chat_volley', 'Chat volley', d.at);
    }
    case 'PaidMailSold':
      return paidTo(event.data, 'paid_mail', 'Paid mail opened', event.data.at);
    case 'GoodiesSold': {
      const d = event.data;
      return { ...paidTo(d, 'goody_bag', d.title, d.at), purchaseId: d.saleId };
    }
    case 'CallCompleted': {
      const d = event.data;
      if (d.amountCents === 0) return null;
      const free = d.freeMinutes > 0 ? `, ${String(d.freeMinutes)} free` : '';
      return paidTo(
        d,
        'call',
        `${String(d.minutes)} min at ${formatCents(d.rateCents)}/min${free}`,
        d.at,
      );
    }
    case 'SiteDollarsAdded': {
      const d = event.data;
      return {
        _id: d.topUpId,
        customerId: d.customerId,
        creatorId: null,
        channel: 'site_dollars',
        description: 'Site dollars added to your balance',
        amountCents: d.amountCents,
        paidAt: d.at,
        purchaseId: d.topUpId,
      };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}

function paidTo(
  d: { chargeId: string; customerId: string; creatorId: string; amountCents: number },
  channel: CustomerTransactionChannel,
  description: string,
  paidAt: string,
) {
  return {
    _id: d.chargeId,
    customerId: d.customerId,
    creatorId: d.creatorId,
    channel,
    description,
    amountCents: d.amountCents,
    paidAt,
    purchaseId: d.chargeId,
  };
}

/** A refund or chargeback of a charge: which charge, and what of it went back. */
function reversalOf(event: Exclude<Handled, Paid>): {
  chargeId: string;
  reversal: CustomerTransactionDoc['reversals'][number];
} {
  switch (event.type) {
    case 'PaymentRefunded':
      return {
        chargeId: event.data.chargeId,
        reversal: {
          id: event.data.refundId,
          kind: 'refund',
          amountCents: event.data.amountCents,
          reason: event.data.reason,
          at: event.occurredAt,
        },
      };
    case 'ChargebackReceived':
      return {
        chargeId: event.data.chargeId,
        reversal: {
          id: event.data.chargebackId,
          kind: 'chargeback',
          amountCents: event.data.amountCents,
          reason: event.data.reason,
          at: event.occurredAt,
        },
      };
    case 'SiteDollarsTopUpReversed':
      return {
        chargeId: event.data.topUpId,
        reversal: {
          id: event.data.reversalId,
          kind: event.data.kind,
          amountCents: event.data.amountCents,
          reason: event.data.reason,
          at: event.data.at,
        },
      };
    default: {
      const never: never = event;
      return never;
    }
  }
}

const isPaid = (event: Handled): event is Paid =>
  event.type !== 'PaymentRefunded' &&
  event.type !== 'ChargebackReceived' &&
  event.type !== 'SiteDollarsTopUpReversed';

/**
 * Every charge a customer paid, once, by its charge id: tips and chat gifts, recurring tributes,
 * feed and package subscriptions, chat volleys, paid mail, goody bags, calls and site-dollar
 * top-ups, with their refunds and chargebacks. Backs GET /client_api/transactions and the
 * customer's own transaction detail. Idempotent: a charge or a reversal already recorded is
 * left alone.
 */
export const customerTransactionsProjection = defineProjection<Handled>({
  name: 'customer-transactions',
  version: 1,
  eventTypes: EVENT_TYPES,
  collections: {
    [CUSTOMER_TRANSACTIONS]: { indexes: [{ key: { customerId: 1, paidAt: -1 } }] },
  },
  handle: async (event, context): Promise<DocumentOp[]> => {
    const rows = context.collection<CustomerTransactionDoc>(CUSTOMER_TRANSACTIONS);
    if (isPaid(event)) {
      const row = transactionOf(event);
      // A Flirt's own purchase from themselves is no charge (the earnings skip it too).
      if (!row || row.creatorId === row.customerId) return [];
      if (await rows.findOne({ _id: row._id })) return [];
      const { _id, ...rest } = row;
      return [
        documentOp<CustomerTransactionDoc>(
          CUSTOMER_TRANSACTIONS,
          {
            replaceOne: {
              filter: { _id },
              replacement: { ...rest, refundedCents: 0, chargedBackCents: 0, reversals: [] },
              upsert: true,
            },
          },
          { owner: ownedByUser(row.customerId) },
        ),
      ];
    }
    const { chargeId, reversal } = reversalOf(event);
    const charge = await rows.findOne({ _id: chargeId });
    if (!charge || charge.reversals.some((r) => r.id === reversal.id)) return [];
    return [
      documentOp<CustomerTransactionDoc>(
        CUSTOMER_TRANSACTIONS,
        {
          updateOne: {
            filter: { _id: chargeId },
            update: {
              $inc:
                reversal.kind === 'refund'
                  ? { refundedCents: reversal.amountCents }
                  : { chargedBackCents: reversal.amountCents },
              $push: { reversals: reversal },
            },
          },
        },
        { owner: ownedByUser(charge.customerId) },
      ),
    ];
  },
});
