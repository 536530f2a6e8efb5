import {
  type CreditCap,
  type CreditRequestStatus,
  type EnvelopeOf,
  type SiteDollarEvent,
  type SiteDollarMovementKind,
  siteDollarsStreamId,
  READ_MODELS,
} from '@flirtwire/contracts';
import { defineFigure } from '../figures.js';
import { defineProjection, type DocumentOp, documentOp, ownedByUser } from '../projection.js';

export const SITE_DOLLAR_ACCOUNTS = READ_MODELS.siteDollarAccounts;
export const SITE_DOLLAR_MOVEMENTS = READ_MODELS.siteDollarMovements;
/** Staff credits above a cap, waiting for (or decided by) a second person in finance. */
export const SITE_DOLLAR_CREDIT_REQUESTS = READ_MODELS.siteDollarCreditRequests;

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
  /**
   * The staff member who credited alone (the daily per-staff cap counts these); for an approved
   * request, who asked for it. Null for movements that are not credits.
   */
  grantedBy?: string | null;
  /** The second person who approved a credit above a cap; null otherwise. */
  approvedBy?: string | null;
};

/** A credit above a cap and what finance decided. */
export type SiteDollarCreditRequestDoc = {
  _id: string;
  customerId: string;
  amountCents: number;
  reason: string;
  requestedBy: string;
  requestedAt: string;
  cap: CreditCap;
  status: CreditRequestStatus;
  decidedBy: string | null;
  decidedAt: string | null;
  /** The approver's note or the rejection's reason. */
  decisionNote: string | null;
  lastPosition: number;
};

/** Money moved; a top-up refund held or released moves none, so it is not read here. */
type Handled = EnvelopeOf<
  Exclude<
    SiteDollarEvent,
    { type: 'SiteDollarsTopUpRefundRequested' | 'SiteDollarsTopUpRefundFailed' }
  >
>;
type RequestEvent = Extract<
  Handled,
  {
    type:
      'SatisfactionCreditRequested' | 'SatisfactionCreditApproved' | 'SatisfactionCreditRejected';
  }
>;

/** What one event does to the balance, and the movement row it leaves (null: no movement). */
export function movementOf(event: Handled): {
  id: string;
  kind: SiteDollarMovementKind;
  amountCents: number;
  activity: boolean;
  reason: string | null;
  purchaseId: string | null;
  gatewayReference: string | null;
  grantedBy?: string | null;
  approvedBy?: string | null;
} | null {
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
        grantedBy: event.data.grantedBy,
        approvedBy: null,
      };
    case 'SatisfactionCreditApproved':
      return {
        id: event.data.requestId,
        kind: 'credit',
        amountCents: event.data.amountCents,
        activity: true,
        reason: event.data.reason,
        ...none,
        grantedBy: event.data.requestedBy,
        approvedBy: event.data.approvedBy,
      };
    // A request waits (or was turned down): the balance does not move.
    case 'SatisfactionCreditRequested':
    case 'SatisfactionCreditRejected':
      return null;
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

/** The credit-request row an event writes (guarded by position: replays change nothing). */
function requestOps(event: RequestEvent): DocumentOp[] {
  const guard = { _id: event.data.requestId, lastPosition: { $lt: event.position } };
  switch (event.type) {
    case 'SatisfactionCreditRequested':
      return [
        documentOp<SiteDollarCreditRequestDoc>(SITE_DOLLAR_CREDIT_REQUESTS, {
          updateOne: {
            filter: { _id: event.data.requestId },
            update: {
              $setOnInsert: {
                customerId: event.data.customerId,
                amountCents: event.data.amountCents,
                reason: event.data.reason,
                requestedBy: event.data.requestedBy,
                requestedAt: event.data.at,
                cap: event.data.cap,
                status: 'pending',
                decidedBy: null,
                decidedAt: null,
                decisionNote: null,
                lastPosition: event.position,
              },
            },
            upsert: true,
          },
        }),
      ];
    case 'SatisfactionCreditApproved':
      return [
        documentOp<SiteDollarCreditRequestDoc>(SITE_DOLLAR_CREDIT_REQUESTS, {
          updateOne: {
            filter: guard,
            update: {
              $set: {
                status: 'approved',
                decidedBy: event.data.approvedBy,
                decidedAt: event.data.at,
                decisionNote: event.data.note,
                lastPosition: event.position,
              },
            },
          },
        }),
      ];
    case 'SatisfactionCreditRejected':
      return [
        documentOp<SiteDollarCreditRequestDoc>(SITE_DOLLAR_CREDIT_REQUESTS, {
          updateOne: {
            filter: guard,
            update: {
              $set: {
                status: 'rejected',
                decidedBy: event.data.rejectedBy,
                decidedAt: event.data.at,
                decisionNote: event.data.reason,
                lastPosition: event.position,
              },
            },
          },
        }),
      ];
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

function isRequestEvent(event: Handled): event is RequestEvent {
  return (
    event.type === 'SatisfactionCreditRequested' ||
    event.type === 'SatisfactionCreditApproved' ||
    event.type === 'SatisfactionCreditRejected'
  );
}

/**
 * What an event adds to (or takes from) the balance, for the auditor's recomputation: written
 * apart from `movementOf` so that the figure's agreement with the projection means something.
 */
function balanceDelta(event: Handled): number {
  switch (event.type) {
    case 'SiteDollarsAdded':
    case 'SatisfactionCreditGranted':
    case 'SatisfactionCreditApproved':
    case 'SiteDollarsReturned':
      return event.data.amountCents;
    case 'MaintenanceFeeCharged':
    case 'SiteDollarsSpent':
      return -event.data.amountCents;
    case 'SiteDollarsTopUpReversed':
      return -event.data.debitedCents;
    case 'SatisfactionCreditRequested':
    case 'SatisfactionCreditRejected':
      return 0;
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
  // 3: credits above a cap (requests, approvals, rejections); credits name their staff.
  version: 3,
  // Each document is one customer's account, movements and requests, from their site-dollars
  // stream: one bus key, one topic (docs/adr/0124).
  partitioned: true,
  eventTypes: [
    'SiteDollarsAdded',
    'SatisfactionCreditGranted',
    'SatisfactionCreditRequested',
    'SatisfactionCreditApproved',
    'SatisfactionCreditRejected',
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
        { key: { grantedBy: 1, at: -1 } },
      ],
    },
    [SITE_DOLLAR_CREDIT_REQUESTS]: {
      indexes: [{ key: { status: 1, requestedAt: -1 } }, { key: { customerId: 1 } }],
    },
  },
  figures: [
    defineFigure<SiteDollarAccountDoc, Handled>({
      collection: SITE_DOLLAR_ACCOUNTS,
      field: 'balanceCents',
      label: 'Site-dollar balance (cents)',
      description:
        "Every top-up, staff credit (granted alone or approved by a second person, each with who and why), fee, spend, refund and reversal on the customer's site-dollar stream",
      sources: (row) => ({ streams: [siteDollarsStreamId(row._id)] }),
      counts: (event) => balanceDelta(event) !== 0,
      recompute: (events) => events.reduce((sum, event) => sum + balanceDelta(event), 0),
    }),
  ],
  handle: async (event, context) => {
    const requestOpsOf = isRequestEvent(event) ? requestOps(event) : [];
    const movement = movementOf(event);
    if (movement === null) return requestOpsOf;
    const customerId = event.data.customerId;
    const prev = await context
      .collection<SiteDollarAccountDoc>(SITE_DOLLAR_ACCOUNTS)
      .findOne({ _id: customerId });
    // A position at or below the last applied one was applied already (replay, redelivery).
    if (prev && prev.lastPosition >= event.position) return requestOpsOf;
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
              grantedBy: movement.grantedBy ?? null,
              approvedBy: movement.approvedBy ?? null,
            },
            upsert: true,
          },
        },
        owner,
      ),
    ];
    return [...requestOpsOf, ...ops];
  },
});
