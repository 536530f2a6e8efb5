import {
  type EnvelopeOf,
  type SiteDollarEvent,
  type SiteDollarMovementKind,
  SITE_DOLLARS_READ_MODELS,
} from '@flirtwire/contracts';
import { defineProjection, type DocumentOp, documentOp, ownedByUser } from '../projection.js';

export const SITE_DOLLAR_ACCOUNTS = SITE_DOLLARS_READ_MODELS.accounts;
export const SITE_DOLLAR_MOVEMENTS = SITE_DOLLARS_READ_MODELS.movements;

/** A customer's site-dollar balance, and when they last topped up, were credited or spent. */
export type SiteDollarAccountDoc = {
  _id: string;
  balanceCents: number;
  /** The last top-up or credit (the maintenance fee's dormancy clock); fees leave it alone. */
  lastActivityAt: string | null;
  lastPosition: number;
};

/** One movement of the balance (top-up, credit, fee, purchase, refund), with the balance after it. */
export type SiteDollarMovementDoc = {
  _id: string;
  customerId: string;
  at: string;
  kind: SiteDollarMovementKind;
  /** Positive in, negative out. */
  amountCents: number;
  balanceAfterCents: number;
  /** A credit's reason, what a purchase bought, why a refund or reversal happened. */
  reason: string | null;
  /** The purchase a spend paid or a refund returned (a tip id, a sale id): joins the purchases list. */
  purchaseId: string | null;
  /** A top-up's processor charge id: the refund desk and chargebacks find the top-up by it. */
  gatewayReference: string | null;
};

/** Money moved; a top-up refund held or released moves none, so it is not read here. */
type Handled = EnvelopeOf<
  Exclude<
    SiteDollarEvent,
    { type: 'SiteDollarsTopUpRefundRequested' | 'SiteDollarsTopUpRefundFailed' }
  >
>;

/** What one event does to the balance, and the movement row it leaves. */
export function movementOf(event: Handled): {
  id: string;
  kind: SiteDollarMovementKind;
  amountCents: number;
  activity: boolean;
  reason: string | null;
  purchaseId: string | null;
  gatewayReference: string | null;
} {
  const none = { purchaseId: null, gatewayReference: null };
  switch (event.type) {
    case 'SiteDollarsAdded':
      return {
        id: event.data.topUpId,
        kind: 'top_up',
        amountCents: event.data.amountCents,
        activity: true,
        reason: null,
        purchaseId: null,
        gatewayReference: event.data.gatewayReference,
      };
    case 'SatisfactionCreditGranted':
      return {
        id: event.data.creditId,
        kind: 'credit',
        amountCents: event.data.amountCents,
        activity: true,
        reason: event.data.reason,
        ...none,
      };
    case 'MaintenanceFeeCharged':
      return {
        id: event.data.feeId,
        kind: 'maintenance_fee',
        amountCents: -event.data.amountCents,
        activity: false,
        reason: null,
        ...none,
      };
    case 'SiteDollarsSpent':
      return {
        id: event.data.spendId,
        kind: 'purchase',
        amountCents: -event.data.amountCents,
        activity: true,
        reason: event.data.description,
        purchaseId: event.data.purchaseId,
        gatewayReference: null,
      };
    case 'SiteDollarsReturned':
      return {
        id: event.data.returnId,
        kind: 'refund',
        amountCents: event.data.amountCents,
        activity: false,
        reason: event.data.reason,
        purchaseId: event.data.purchaseId,
        gatewayReference: null,
      };
    case 'SiteDollarsTopUpReversed':
      return {
        id: event.data.reversalId,
        kind: event.data.kind === 'refund' ? 'top_up_refund' : 'top_up_chargeback',
        amountCents: -event.data.debitedCents,
        activity: false,
        reason: event.data.reason,
        ...none,
      };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/**
 * Site dollars (docs/adr/0108): the balance per customer and its movements, shown on the
 * account page and in the customer's transactions, and read by the maintenance-fee job to find
 * dormant balances. One stream per customer, so events reach a balance in log order.
 */
export const siteDollarsProjection = defineProjection<Handled>({
  name: 'site-dollars',
  // 2: spends, returns and top-up reversals; movements carry purchase and processor ids.
  version: 2,
  eventTypes: [
    'SiteDollarsAdded',
    'SatisfactionCreditGranted',
    'MaintenanceFeeCharged',
    'SiteDollarsSpent',
    'SiteDollarsReturned',
    'SiteDollarsTopUpReversed',
  ],
  collections: {
    [SITE_DOLLAR_ACCOUNTS]: { indexes: [{ key: { balanceCents: 1, lastActivityAt: 1 } }] },
    [SITE_DOLLAR_MOVEMENTS]: {
      indexes: [
        { key: { customerId: 1, at: -1 } },
        { key: { gatewayReference: 1 } },
        { key: { purchaseId: 1 } },
      ],
    },
  },
  handle: async (event, context) => {
    const customerId = event.data.customerId;
    const prev = await context
      .collection<SiteDollarAccountDoc>(SITE_DOLLAR_ACCOUNTS)
      .findOne({ _id: customerId });
    // A position at or below the last applied one was applied already (replay, redelivery).
    if (prev && prev.lastPosition >= event.position) return [];
    const movement = movementOf(event);
    const balanceAfterCents = (prev?.balanceCents ?? 0) + movement.amountCents;
    const owner = { owner: ownedByUser(customerId) };
    const ops: DocumentOp[] = [
      documentOp<SiteDollarAccountDoc>(
        SITE_DOLLAR_ACCOUNTS,
        {
          replaceOne: {
            filter: { _id: customerId },
            replacement: {
              balanceCents: balanceAfterCents,
              lastActivityAt: movement.activity ? event.data.at : (prev?.lastActivityAt ?? null),
              lastPosition: event.position,
            },
            upsert: true,
          },
        },
        owner,
      ),
      documentOp<SiteDollarMovementDoc>(
        SITE_DOLLAR_MOVEMENTS,
        {
          replaceOne: {
            filter: { _id: movement.id },
            replacement: {
              customerId,
              at: event.data.at,
              kind: movement.kind,
              amountCents: movement.amountCents,
              balanceAfterCents,
              reason: movement.reason,
              purchaseId: movement.purchaseId,
              gatewayReference: movement.gatewayReference,
            },
            upsert: true,
          },
        },
        owner,
      ),
    ];
    return ops;
  },
});
