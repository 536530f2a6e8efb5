import {
  type EnvelopeOf,
  type SiteDollarEvent,
  type SiteDollarMovementKind,
  SITE_DOLLARS_READ_MODELS,
} from '@flirtwire/contracts';
import { defineProjection, type DocumentOp, documentOp, ownedByUser } from '../projection.js';

export const SITE_DOLLAR_ACCOUNTS = SITE_DOLLARS_READ_MODELS.accounts;
export const SITE_DOLLAR_MOVEMENTS = SITE_DOLLARS_READ_MODELS.movements;

/** A customer's site-dollar balance, and when they last topped up or were credited. */
export type SiteDollarAccountDoc = {
  _id: string;
  balanceCents: number;
  /** The last top-up or credit (the maintenance fee's dormancy clock); fees leave it alone. */
  lastActivityAt: string | null;
  lastPosition: number;
};

/** One movement of the balance: a top-up, a credit or a fee, with the balance after it. */
export type SiteDollarMovementDoc = {
  _id: string;
  customerId: string;
  at: string;
  kind: SiteDollarMovementKind;
  /** Positive in, negative out. */
  amountCents: number;
  balanceAfterCents: number;
  reason: string | null;
};

type Handled = EnvelopeOf<SiteDollarEvent>;

/** What one event does to the balance, and the movement row it leaves. */
export function movementOf(event: Handled): {
  id: string;
  kind: SiteDollarMovementKind;
  amountCents: number;
  activity: boolean;
  reason: string | null;
} {
  switch (event.type) {
    case 'SiteDollarsAdded':
      return {
        id: event.data.topUpId,
        kind: 'top_up',
        amountCents: event.data.amountCents,
        activity: true,
        reason: null,
      };
    case 'SatisfactionCreditGranted':
      return {
        id: event.data.creditId,
        kind: 'credit',
        amountCents: event.data.amountCents,
        activity: true,
        reason: event.data.reason,
      };
    case 'MaintenanceFeeCharged':
      return {
        id: event.data.feeId,
        kind: 'maintenance_fee',
        amountCents: -event.data.amountCents,
        activity: false,
        reason: null,
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
  version: 1,
  eventTypes: ['SiteDollarsAdded', 'SatisfactionCreditGranted', 'MaintenanceFeeCharged'],
  collections: {
    [SITE_DOLLAR_ACCOUNTS]: { indexes: [{ key: { balanceCents: 1, lastActivityAt: 1 } }] },
    [SITE_DOLLAR_MOVEMENTS]: { indexes: [{ key: { customerId: 1, at: -1 } }] },
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
