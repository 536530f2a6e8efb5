import {
  type AnyEventEnvelope,
  GROSS_PAYMENT_TYPES,
  PAYMENT_REVERSAL_TYPES,
  RECONCILIATION_LINE_LABELS,
  RECONCILIATION_LINES,
  type ReconciliationDifference,
  type ReconciliationDifferenceKind,
  type ReconciliationEventRef,
  type ReconciliationLine,
  type ReconciliationLineKey,
  utcDay,
} from '@flirtwire/contracts';
import { paidAt } from '@flirtwire/projections';
import type {
  ProcessorCharge,
  ProcessorRecords,
  ProcessorRefund,
} from '../../infrastructure/payments/payment-gateway.port.js';
import type { RailPayout } from '../../infrastructure/payouts/payout-rail.port.js';

/**
 * The reconciliation as a pure function (issue 30 Build 6): the processor's records, the
 * ledger (the events) and the read models' figures in; totals per side and every difference
 * to the cent, with the events behind it, out. No I/O and no clock: the use case gathers.
 *
 * Matching, the way a Stripe user does it by hand:
 * - a processor charge is a ledger purchase's when its charge id is the purchase's
 *   `gatewayReference`, or its idempotency key is the purchase's own id (`tipId`, `chargeId`,
 *   `saleId`, `topUpId`; a per-card key `<id>:<cardId>` counts as `<id>`);
 * - a purchase paid from site dollars is matched to its `SiteDollarsSpent` instead, and one the
 *   service API reported (calls, chat, mail, goodies charged by the outside system) to nothing:
 *   neither has a processor record;
 * - a refund by its id (the key we sent, or the processor's refund id), else by charge + amount;
 * - a payout by its payout id.
 */

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

type LedgerEvent = Extract<AnyEventEnvelope, { type: (typeof LEDGER_EVENT_TYPES)[number] }>;
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

/** One Flirt's figures on the read side for the period, in cents. */
export interface ReadModelFigures {
  readonly grossCents: number;
  readonly feesCents: number;
  readonly reversalsCents: number;
  /** Debits of payouts scheduled in the period that still stand (scheduled or sent). */
  readonly standingPayoutsCents: number;
  readonly form1099kGrossCents: number;
}

export interface ReconciliationInput {
  readonly period: Period;
  /** Ledger events: purchases of all time, the others at least over the matching window. */
  readonly events: readonly LedgerEvent[];
  /** The processor's records over the matching window. */
  readonly processor: ProcessorRecords;
  readonly payouts: readonly RailPayout[];
  /** Per Flirt id. */
  readonly readModels: ReadonlyMap<string, ReadModelFigures>;
}

export interface ReconciliationResult {
  readonly status: 'green' | 'red';
  readonly columns: {
    readonly processor: 'green' | 'red';
    readonly ledger: 'green' | 'red';
    readonly read_models: 'green' | 'red';
  };
  readonly lines: ReconciliationLine[];
  readonly differences: ReconciliationDifference[];
}

const MAX_REFS = 20;

const refOf = (event: LedgerEvent): ReconciliationEventRef => ({
  id: event.id,
  type: event.type,
  stream_id: event.streamId,
  position: event.position,
});

interface Purchase {
  readonly event: GrossEvent | Extract<LedgerEvent, { type: 'SiteDollarsAdded' }>;
  /** Our ids of the purchase (what we send as the idempotency key). */
  readonly ownIds: readonly string[];
  readonly gatewayReference: string | null;
  readonly amountCents: number;
  readonly creatorId: string | null;
}

const within = (iso: string | null, start: string, end: string) =>
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
const keyIds = (key: string): string[] => {
  const colon = key.lastIndexOf(':');
  return colon > 0 ? [key, key.slice(0, colon)] : [key];
};

class Differences {
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

interface FlirtLedger {
  gross: LedgerEvent[];
  grossCents: number;
  feesCents: number;
  reversals: LedgerEvent[];
  reversalsCents: number;
  payouts: LedgerEvent[];
  standingPayoutsCents: number;
}

export function reconcile(input: ReconciliationInput): ReconciliationResult {
  const { start, end } = periodInstants(input.period);
  const inPeriod = (iso: string | null) => within(iso, start, end);
  const inDays = (iso: string) => {
    const day = utcDay(iso);
    return day >= input.period.from && day <= input.period.to;
  };
  const differences = new Differences();

  // ---- the ledger, indexed
  const purchases: Purchase[] = [];
  const purchaseById = new Map<string, Purchase[]>();
  const spends = new Map<string, Extract<LedgerEvent, { type: 'SiteDollarsSpent' }>>();
  const spendIds = new Set<string>();
  const started = new Map<string, LedgerEvent[]>();
  const scheduled = new Map<string, Extract<LedgerEvent, { type: 'PayoutScheduled' }>>();
  const undone = new Map<string, LedgerEvent>();
  for (const event of input.events) {
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

  // ---- charges: processor ↔ ledger
  const approved = input.processor.charges.filter((c) => c.status === 'approved');
  const chargeByKey = new Map<string, ProcessorCharge>();
  for (const charge of approved) {
    chargeByKey.set(charge.chargeId, charge);
    for (const id of keyIds(charge.idempotencyKey)) chargeByKey.set(id, charge);
  }
  const purchaseOfCharge = (charge: ProcessorCharge): Purchase[] => {
    for (const id of [charge.chargeId, ...keyIds(charge.idempotencyKey)]) {
      const found = purchaseById.get(id);
      if (found) return found;
    }
    return [];
  };
  const chargeOfPurchase = (p: Purchase): ProcessorCharge | null => {
    for (const id of [p.gatewayReference, ...p.ownIds]) {
      const found = id === null ? undefined : chargeByKey.get(id);
      if (found) return found;
    }
    return null;
  };

  let processorChargesCents = 0;
  for (const charge of approved) {
    if (!inPeriod(charge.createdAt)) continue;
    processorChargesCents += charge.amountCents;
    const [owner, ...twice] = purchaseOfCharge(charge);
    if (!owner) {
      const near = keyIds(charge.idempotencyKey).flatMap((id) => started.get(id) ?? []);
      differences.add('charge_without_sale', charge.chargeId, {
        ledgerCents: 0,
        otherCents: charge.amountCents,
        side: 'processor',
        detail: `The processor charged ${charge.idempotencyKey} and no sale records it${near.length > 0 ? ' (the charge was started, never recorded as paid)' : ''}.`,
        events: near,
        at: charge.createdAt,
      });
      continue;
    }
    if (owner.amountCents !== charge.amountCents) {
      differences.add('charge_amount_mismatch', charge.chargeId, {
        flirtId: owner.creatorId,
        ledgerCents: owner.amountCents,
        otherCents: charge.amountCents,
        side: 'processor',
        detail: `The processor charged a different amount than ${owner.event.type} records.`,
        events: [owner.event],
        at: charge.createdAt,
      });
    }
    for (const extra of twice) {
      differences.add('sale_without_charge', extra.event.id, {
        flirtId: extra.creatorId,
        ledgerCents: extra.amountCents,
        otherCents: 0,
        side: 'processor',
        detail: `Recorded again for one processor charge (${charge.chargeId}).`,
        events: [owner.event, extra.event],
        at: extra.event.occurredAt,
      });
    }
  }

  let ledgerChargesCents = 0;
  for (const p of purchases) {
    if (!byCard(p) || !inPeriod(p.event.occurredAt)) continue;
    ledgerChargesCents += p.amountCents;
    const charge = chargeOfPurchase(p);
    if (!charge) {
      differences.add('sale_without_charge', p.event.id, {
        flirtId: p.creatorId,
        ledgerCents: p.amountCents,
        otherCents: 0,
        side: 'processor',
        detail: `${p.event.type} is paid by card, and the processor holds no approved charge for it.`,
        events: [p.event],
        at: p.event.occurredAt,
      });
    } else if (charge.amountCents !== p.amountCents && !inPeriod(charge.createdAt)) {
      differences.add('charge_amount_mismatch', charge.chargeId, {
        flirtId: p.creatorId,
        ledgerCents: p.amountCents,
        otherCents: charge.amountCents,
        side: 'processor',
        detail: `The processor charged a different amount than ${p.event.type} records.`,
        events: [p.event],
        at: charge.createdAt,
      });
    }
  }

  // ---- refunds: processor ↔ ledger
  interface LedgerRefund {
    readonly event: LedgerEvent;
    readonly ids: readonly string[];
    readonly processorChargeId: string | null;
    readonly amountCents: number;
  }
  const ledgerRefunds: LedgerRefund[] = [];
  for (const event of input.events) {
    if (event.type === 'PaymentRefunded') {
      const purchase = purchaseById.get(event.data.chargeId)?.[0];
      if (purchase && !byCard(purchase)) continue;
      ledgerRefunds.push({
        event,
        ids: [event.data.refundId],
        processorChargeId: purchase
          ? (chargeOfPurchase(purchase)?.chargeId ?? purchase.gatewayReference)
          : null,
        amountCents: event.data.amountCents,
      });
    } else if (event.type === 'SiteDollarsTopUpReversed' && event.data.kind === 'refund') {
      const purchase = purchaseById.get(event.data.topUpId)?.[0];
      ledgerRefunds.push({
        event,
        ids: [event.data.reversalId],
        processorChargeId: purchase
          ? (chargeOfPurchase(purchase)?.chargeId ?? purchase.gatewayReference)
          : null,
        amountCents: event.data.amountCents,
      });
    }
  }
  const processorRefunds = input.processor.refunds.filter((r) => r.status === 'refunded');
  const matched = new Map<ProcessorRefund, LedgerRefund>();
  const taken = new Set<LedgerRefund>();
  // By id: the key we sent or the processor's refund id.
  for (const refund of processorRefunds) {
    const found = ledgerRefunds.find(
      (l) =>
        !taken.has(l) && l.ids.some((id) => id === refund.idempotencyKey || id === refund.refundId),
    );
    if (found) {
      matched.set(refund, found);
      taken.add(found);
    }
  }
  // By charge and amount.
  for (const refund of processorRefunds) {
    if (matched.has(refund)) continue;
    const found = ledgerRefunds.find(
      (l) =>
        !taken.has(l) &&
        l.processorChargeId === refund.chargeId &&
        l.amountCents === refund.amountCents,
    );
    if (found) {
      matched.set(refund, found);
      taken.add(found);
    }
  }
  let processorRefundsCents = 0;
  let ledgerRefundsCents = 0;
  for (const [refund, ledger] of matched) {
    if (refund.amountCents !== ledger.amountCents && inPeriod(refund.createdAt)) {
      differences.add('refund_amount_mismatch', refund.refundId ?? refund.idempotencyKey, {
        ledgerCents: ledger.amountCents,
        otherCents: refund.amountCents,
        side: 'processor',
        detail: `The processor refunded a different amount than ${ledger.event.type} records.`,
        events: [ledger.event],
        at: refund.createdAt,
      });
    }
  }
  for (const refund of processorRefunds) {
    if (inPeriod(refund.createdAt)) processorRefundsCents += refund.amountCents;
  }
  for (const ledger of ledgerRefunds) {
    if (inPeriod(ledger.event.occurredAt)) ledgerRefundsCents += ledger.amountCents;
  }
  // What is left, per processor charge: one difference per charge when both sides have some.
  const leftByCharge = new Map<string, { processor: ProcessorRefund[]; ledger: LedgerRefund[] }>();
  const left = (chargeId: string) => {
    const entry = leftByCharge.get(chargeId) ?? { processor: [], ledger: [] };
    leftByCharge.set(chargeId, entry);
    return entry;
  };
  for (const refund of processorRefunds) {
    if (!matched.has(refund)) left(refund.chargeId).processor.push(refund);
  }
  for (const ledger of ledgerRefunds) {
    if (!taken.has(ledger)) left(ledger.processorChargeId ?? ledger.event.id).ledger.push(ledger);
  }
  for (const [chargeId, side] of leftByCharge) {
    const processorSum = side.processor.reduce((a, r) => a + r.amountCents, 0);
    const ledgerSum = side.ledger.reduce((a, r) => a + r.amountCents, 0);
    const dates = [
      ...side.processor.map((r) => r.createdAt),
      ...side.ledger.map((l) => l.event.occurredAt),
    ];
    if (!dates.some(inPeriod)) continue;
    const events = side.ledger.map((l) => l.event);
    const at = dates.find(inPeriod) ?? null;
    if (side.processor.length > 0 && side.ledger.length > 0) {
      if (processorSum === ledgerSum) continue;
      differences.add('refund_amount_mismatch', chargeId, {
        ledgerCents: ledgerSum,
        otherCents: processorSum,
        side: 'processor',
        detail: `The processor refunded ${String(side.processor.length)} time(s) on this charge, the ledger records ${String(side.ledger.length)} refund(s).`,
        events,
        at,
      });
    } else if (side.processor.length > 0) {
      differences.add('refund_without_ledger', chargeId, {
        ledgerCents: 0,
        otherCents: processorSum,
        side: 'processor',
        detail: `The processor refunded ${side.processor.map((r) => r.refundId ?? r.idempotencyKey).join(', ')} and the ledger records no refund.`,
        events: (purchaseById.get(chargeId) ?? []).map((p) => p.event),
        at,
      });
    } else {
      differences.add('ledger_refund_without_processor', side.ledger[0]?.event.id ?? chargeId, {
        ledgerCents: ledgerSum,
        otherCents: 0,
        side: 'processor',
        detail: 'The ledger records a card refund the processor never made.',
        events,
        at,
      });
    }
  }

  // ---- payouts: rails ↔ ledger
  const railSent = new Map(
    input.payouts.filter((p) => p.status === 'sent').map((p) => [p.payoutId, p]),
  );
  const ledgerSent = new Map<string, Extract<LedgerEvent, { type: 'PayoutSent' }>>();
  for (const event of input.events) {
    if (event.type === 'PayoutSent') ledgerSent.set(event.data.payoutId, event);
  }
  let processorPayoutsCents = 0;
  let ledgerPayoutsCents = 0;
  for (const rail of railSent.values()) {
    if (!inPeriod(rail.createdAt)) continue;
    processorPayoutsCents += rail.amountCents;
    const sent = ledgerSent.get(rail.payoutId);
    const plan = scheduled.get(rail.payoutId);
    const ledgerCents = sent && plan ? plan.data.amountCents : 0;
    if (ledgerCents !== rail.amountCents) {
      differences.add('payout_mismatch', rail.payoutId, {
        flirtId: rail.payeeId,
        ledgerCents,
        otherCents: rail.amountCents,
        side: 'processor',
        detail: sent
          ? 'The payout service sent a different amount than the ledger scheduled.'
          : 'The payout service sent it; the ledger records no payout sent.',
        events: [plan, sent].filter((e): e is NonNullable<typeof e> => e !== undefined),
        at: rail.createdAt,
      });
    }
  }
  for (const sent of ledgerSent.values()) {
    if (!inPeriod(sent.occurredAt)) continue;
    const plan = scheduled.get(sent.data.payoutId);
    const amount = plan?.data.amountCents ?? 0;
    ledgerPayoutsCents += amount;
    if (!railSent.has(sent.data.payoutId)) {
      differences.add('payout_mismatch', sent.data.payoutId, {
        flirtId: sent.data.payeeId,
        ledgerCents: amount,
        otherCents: 0,
        side: 'processor',
        detail: 'The ledger records a payout sent that the payout service never sent.',
        events: [plan, sent].filter((e): e is NonNullable<typeof e> => e !== undefined),
        at: sent.occurredAt,
      });
    }
  }

  // ---- read models: per Flirt, the events' sums beside the read models' figures
  const flirts = new Map<string, FlirtLedger>();
  const flirt = (id: string) => {
    const found = flirts.get(id);
    if (found) return found;
    const made: FlirtLedger = {
      gross: [],
      grossCents: 0,
      feesCents: 0,
      reversals: [],
      reversalsCents: 0,
      payouts: [],
      standingPayoutsCents: 0,
    };
    flirts.set(id, made);
    return made;
  };
  for (const event of input.events) {
    switch (event.type) {
      case 'TipSent':
      case 'SubscriptionCharged':
      case 'CallCompleted':
      case 'ChatVolleyBilled':
      case 'PaidMailSold':
      case 'GoodiesSold':
      case 'OfferRedeemed': {
        const { creatorId, customerId, amountCents, platformFeeCents } = event.data;
        if (amountCents <= 0 || creatorId === customerId || !inDays(paidAt(event))) break;
        const f = flirt(creatorId);
        f.gross.push(event);
        f.grossCents += amountCents;
        f.feesCents += platformFeeCents;
        break;
      }
      case 'PaymentRefunded':
      case 'ChargebackReceived': {
        const { creatorId, customerId, amountCents } = event.data;
        if (creatorId === customerId || !inDays(event.occurredAt)) break;
        const f = flirt(creatorId);
        f.reversals.push(event);
        f.reversalsCents +=
          amountCents + (event.type === 'ChargebackReceived' ? event.data.chargebackFeeCents : 0);
        break;
      }
      case 'PayoutScheduled': {
        if (!inPeriod(event.occurredAt) || undone.has(event.data.payoutId)) break;
        const f = flirt(event.data.payeeId);
        f.payouts.push(event);
        f.standingPayoutsCents += event.data.debitCents;
        break;
      }
      default:
        break;
    }
  }
  const zero: ReadModelFigures = {
    grossCents: 0,
    feesCents: 0,
    reversalsCents: 0,
    standingPayoutsCents: 0,
    form1099kGrossCents: 0,
  };
  const totals = {
    grossCents: [0, 0],
    feesCents: [0, 0],
    reversalsCents: [0, 0],
    standingPayoutsCents: [0, 0],
    form1099kGrossCents: [0, 0],
  };
  const ids = [...new Set([...flirts.keys(), ...input.readModels.keys()])].sort();
  for (const id of ids) {
    const ledger = flirt(id);
    const read = input.readModels.get(id) ?? zero;
    const metrics: {
      key: keyof ReadModelFigures;
      name: string;
      ledgerCents: number;
      events: LedgerEvent[];
    }[] = [
      {
        key: 'grossCents',
        name: 'earnings gross',
        ledgerCents: ledger.grossCents,
        events: ledger.gross,
      },
      {
        key: 'feesCents',
        name: 'earnings fees',
        ledgerCents: ledger.feesCents,
        events: ledger.gross,
      },
      {
        key: 'reversalsCents',
        name: 'earnings refunds and chargebacks',
        ledgerCents: ledger.reversalsCents,
        events: ledger.reversals,
      },
      {
        key: 'standingPayoutsCents',
        name: 'payouts taken from payable',
        ledgerCents: ledger.standingPayoutsCents,
        events: ledger.payouts,
      },
      {
        key: 'form1099kGrossCents',
        name: '1099-K gross',
        ledgerCents: ledger.grossCents,
        events: ledger.gross,
      },
    ];
    for (const metric of metrics) {
      totals[metric.key][0] = (totals[metric.key][0] ?? 0) + metric.ledgerCents;
      totals[metric.key][1] = (totals[metric.key][1] ?? 0) + read[metric.key];
      if (metric.ledgerCents === read[metric.key]) continue;
      differences.add('read_model_mismatch', `${id}:${metric.key}`, {
        flirtId: id,
        ledgerCents: metric.ledgerCents,
        otherCents: read[metric.key],
        side: 'read_models',
        detail: `The Flirt's ${metric.name} in the read models differs from the sum of the events.`,
        events: metric.events,
        at: null,
      });
    }
  }

  // ---- lines and statuses
  const net = (i: 0 | 1) =>
    (totals.grossCents[i] ?? 0) - (totals.feesCents[i] ?? 0) - (totals.reversalsCents[i] ?? 0);
  const figures: Record<ReconciliationLineKey, [number | null, number, number | null]> = {
    customer_charges: [processorChargesCents, ledgerChargesCents, null],
    refunds: [processorRefundsCents, ledgerRefundsCents, null],
    payouts: [processorPayoutsCents, ledgerPayoutsCents, null],
    flirt_gross: [null, totals.grossCents[0] ?? 0, totals.grossCents[1] ?? 0],
    fees: [null, totals.feesCents[0] ?? 0, totals.feesCents[1] ?? 0],
    reversals: [null, totals.reversalsCents[0] ?? 0, totals.reversalsCents[1] ?? 0],
    net_earnings: [null, net(0), net(1)],
    payable_change: [
      null,
      net(0) - (totals.standingPayoutsCents[0] ?? 0),
      net(1) - (totals.standingPayoutsCents[1] ?? 0),
    ],
    form_1099k_gross: [null, totals.grossCents[0] ?? 0, totals.form1099kGrossCents[1] ?? 0],
  };
  const list = differences.list.sort(
    (a, b) => (a.at ?? '').localeCompare(b.at ?? '') || a.id.localeCompare(b.id),
  );
  const lineOf = (d: ReconciliationDifference): ReconciliationLineKey[] => {
    switch (d.kind) {
      case 'charge_without_sale':
      case 'sale_without_charge':
      case 'charge_amount_mismatch':
        return ['customer_charges'];
      case 'refund_without_ledger':
      case 'ledger_refund_without_processor':
      case 'refund_amount_mismatch':
        return ['refunds'];
      case 'payout_mismatch':
        return ['payouts'];
      case 'read_model_mismatch': {
        const metric = d.subject.slice(d.subject.lastIndexOf(':') + 1);
        if (metric === 'grossCents') return ['flirt_gross', 'net_earnings', 'payable_change'];
        if (metric === 'feesCents') return ['fees', 'net_earnings', 'payable_change'];
        if (metric === 'reversalsCents') return ['reversals', 'net_earnings', 'payable_change'];
        if (metric === 'standingPayoutsCents') return ['payable_change'];
        return ['form_1099k_gross'];
      }
      default: {
        const never: never = d.kind;
        return never;
      }
    }
  };
  const red = new Set(list.flatMap(lineOf));
  const lines = RECONCILIATION_LINES.map((key): ReconciliationLine => {
    const [processor, ledger, readModels] = figures[key];
    const equal =
      (processor === null || processor === ledger) &&
      (readModels === null || readModels === ledger);
    return {
      key,
      label: RECONCILIATION_LINE_LABELS[key],
      processor_cents: processor,
      ledger_cents: ledger,
      read_models_cents: readModels,
      status: equal && !red.has(key) ? 'match' : 'mismatch',
    };
  });
  const processorRed =
    list.some((d) => d.side === 'processor') ||
    lines.some((l) => l.processor_cents !== null && l.status === 'mismatch');
  const readRed =
    list.some((d) => d.side === 'read_models') ||
    lines.some((l) => l.read_models_cents !== null && l.status === 'mismatch');
  const color = (bad: boolean) => (bad ? 'red' : 'green');
  return {
    status: color(processorRed || readRed),
    columns: {
      processor: color(processorRed),
      ledger: color(processorRed || readRed),
      read_models: color(readRed),
    },
    lines,
    differences: list,
  };
}
