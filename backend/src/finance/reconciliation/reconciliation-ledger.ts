import {
  type AnyEventEnvelope,
  GROSS_PAYMENT_TYPES,
  PAYMENT_REVERSAL_TYPES,
  type ReconciliationDifference,
  type ReconciliationDifferenceKind,
  type ReconciliationEventRef,
} from '@flirtwire/contracts';

/** The events the ledger side reads (purchases over all time, the rest at least over the window). */
export const LEDGER_EVENT_TYPES = [
  ...GROSS_PAYMENT_TYPES,
  'SiteDollarsAdded',
  'SiteDollarsSpent',
  'SubscriptionChargeStarted',
  'SubscriptionChargeFailed',
  ...PAYMENT_REVERSAL_TYPES,
  'SiteDollarsTopUpReversed',
  'PayoutScheduled',
  'PayoutSent',
  'PayoutFailed',
  'PayoutReturned',
] as const;

export type LedgerEvent = Extract<AnyEventEnvelope, { type: (typeof LEDGER_EVENT_TYPES)[number] }>;
/** The sales a Flirt earns from: the tax ledger's one table of gross payments. */
type GrossEvent = Extract<LedgerEvent, { type: (typeof GROSS_PAYMENT_TYPES)[number] }>;

/** A UTC-day period: from and to inclusive (YYYY-MM-DD). */
export interface Period {
  readonly from: string;
  readonly to: string;
}

/** The instants [start, end) of a period. */
export function periodInstants(period: Period): { start: string; end: string } {
  const end = new Date(`${period.to}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: `${period.from}T00:00:00.000Z`, end: end.toISOString() };
}

/** A wider window for matching: a charge made just before midnight is recorded just after. */
export function matchingWindow(period: Period, days = 2): { start: string; end: string } {
  const { start, end } = periodInstants(period);
  const s = new Date(start);
  s.setUTCDate(s.getUTCDate() - days);
  const e = new Date(end);
  e.setUTCDate(e.getUTCDate() + days);
  return { start: s.toISOString(), end: e.toISOString() };
}

const MAX_REFS = 20;

const refOf = (event: LedgerEvent): ReconciliationEventRef => ({
  id: event.id,
  type: event.type,
  stream_id: event.streamId,
  position: event.position,
});

export interface Purchase {
  readonly event: GrossEvent | Extract<LedgerEvent, { type: 'SiteDollarsAdded' }>;
  /** Our ids of the purchase (what we send as the idempotency key). */
  readonly ownIds: readonly string[];
  readonly gatewayReference: string | null;
  readonly amountCents: number;
  readonly creatorId: string | null;
}

export const within = (iso: string | null, start: string, end: string) =>
  iso !== null && Date.parse(iso) >= Date.parse(start) && Date.parse(iso) < Date.parse(end);

function purchaseOf(event: LedgerEvent): Purchase | null {
  switch (event.type) {
    case 'TipSent':
      return {
        event,
        ownIds: [event.data.tipId],
        gatewayReference: event.data.gatewayReference ?? null,
        amountCents: event.data.amountCents,
        creatorId: event.data.creatorId,
      };
    case 'SubscriptionCharged':
      return {
        event,
        ownIds: [event.data.chargeId],
        gatewayReference: event.data.gatewayReference,
        amountCents: event.data.amountCents,
        creatorId: event.data.creatorId,
      };
    case 'SiteDollarsAdded':
      return {
        event,
        ownIds: [event.data.topUpId],
        gatewayReference: event.data.gatewayReference,
        amountCents: event.data.amountCents,
        creatorId: null,
      };
    case 'CallCompleted':
    case 'ChatVolleyBilled':
    case 'PaidMailSold':
    case 'OfferRedeemed':
      return {
        event,
        ownIds: [event.data.chargeId],
        gatewayReference: null,
        amountCents: event.data.amountCents,
        creatorId: event.data.creatorId,
      };
    case 'GoodiesSold':
      return {
        event,
        ownIds: [event.data.chargeId, event.data.saleId],
        gatewayReference: null,
        amountCents: event.data.amountCents,
        creatorId: event.data.creatorId,
      };
    default:
      return null;
  }
}

/** A per-card key `<purchase id>:<card id>` names the purchase. */
export const keyIds = (key: string): string[] => {
  const colon = key.lastIndexOf(':');
  return colon > 0 ? [key, key.slice(0, colon)] : [key];
};

export class Differences {
  readonly list: ReconciliationDifference[] = [];

  add(
    kind: ReconciliationDifferenceKind,
    subject: string,
    fields: {
      flirtId?: string | null;
      ledgerCents: number;
      otherCents: number;
      side: 'processor' | 'read_models';
      detail: string;
      events: readonly LedgerEvent[];
      at: string | null;
    },
  ): void {
    this.list.push({
      id: `${kind}:${subject}`,
      kind,
      subject,
      flirt_id: fields.flirtId ?? null,
      ledger_cents: fields.ledgerCents,
      other_cents: fields.otherCents,
      difference_cents: fields.otherCents - fields.ledgerCents,
      side: fields.side,
      detail: fields.detail,
      events: fields.events.slice(0, MAX_REFS).map(refOf),
      event_count: fields.events.length,
      at: fields.at,
    });
  }
}

/** The ledger's events indexed for matching. */
export interface LedgerIndex {
  readonly events: readonly LedgerEvent[];
  readonly purchases: readonly Purchase[];
  /** By each of a purchase's own ids and its gateway reference. */
  readonly purchaseById: ReadonlyMap<string, Purchase[]>;
  /** Spends of site dollars by the purchase they paid for. */
  readonly spends: ReadonlyMap<string, Extract<LedgerEvent, { type: 'SiteDollarsSpent' }>>;
  readonly spendIds: ReadonlySet<string>;
  /** Subscription charges started (or failed) by charge id. */
  readonly started: ReadonlyMap<string, LedgerEvent[]>;
  readonly scheduled: ReadonlyMap<string, Extract<LedgerEvent, { type: 'PayoutScheduled' }>>;
  /** Payouts that failed or came back, by payout id. */
  readonly undone: ReadonlyMap<string, LedgerEvent>;
  /** Whether the processor should hold a charge for the purchase. */
  readonly byCard: (p: Purchase) => boolean;
}

/** What every part of a reconciliation shares: the period, the indexed ledger, the differences. */
export interface Reconciling {
  readonly inPeriod: (iso: string | null) => boolean;
  /** Whether an instant falls on one of the period's UTC days. */
  readonly inDays: (iso: string) => boolean;
  readonly ledger: LedgerIndex;
  readonly differences: Differences;
}

export function indexLedger(events: readonly LedgerEvent[]): LedgerIndex {
  const purchases: Purchase[] = [];
  const purchaseById = new Map<string, Purchase[]>();
  const spends = new Map<string, Extract<LedgerEvent, { type: 'SiteDollarsSpent' }>>();
  const spendIds = new Set<string>();
  const started = new Map<string, LedgerEvent[]>();
  const scheduled = new Map<string, Extract<LedgerEvent, { type: 'PayoutScheduled' }>>();
  const undone = new Map<string, LedgerEvent>();
  for (const event of events) {
    const purchase = purchaseOf(event);
    if (purchase) {
      purchases.push(purchase);
      for (const id of new Set([...purchase.ownIds, purchase.gatewayReference ?? ''])) {
        if (id !== '') purchaseById.set(id, [...(purchaseById.get(id) ?? []), purchase]);
      }
    }
    switch (event.type) {
      case 'SiteDollarsSpent':
        spends.set(event.data.purchaseId, event);
        spendIds.add(event.data.spendId);
        break;
      case 'SubscriptionChargeStarted':
      case 'SubscriptionChargeFailed':
        started.set(event.data.chargeId, [...(started.get(event.data.chargeId) ?? []), event]);
        break;
      case 'PayoutScheduled':
        scheduled.set(event.data.payoutId, event);
        break;
      case 'PayoutFailed':
      case 'PayoutReturned':
        undone.set(event.data.payoutId, event);
        break;
      default:
        break;
    }
  }
  const outside = (p: Purchase) => p.event.metadata.actor.role === 'service';
  const fromBalance = (p: Purchase) =>
    p.ownIds.some((id) => spends.has(id)) ||
    (p.gatewayReference !== null && spendIds.has(p.gatewayReference));
  /** Whether the processor should hold a charge for it. */
  const byCard = (p: Purchase) => p.amountCents > 0 && !outside(p) && !fromBalance(p);
  return { events, purchases, purchaseById, spends, spendIds, started, scheduled, undone, byCard };
}
