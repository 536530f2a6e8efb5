import type {
  ProcessorCharge,
  ProcessorRecords,
  ProcessorRefund,
} from '../../infrastructure/payments/payment-gateway.port.js';
import type { RailPayout } from '../../infrastructure/payouts/payout-rail.port.js';
import {
  keyIds,
  type LedgerEvent,
  type Purchase,
  type Reconciling,
} from './reconciliation-ledger.js';

/** The two sides' totals of one kind of money movement over the period, in cents. */
export interface SideTotals {
  readonly processorCents: number;
  readonly ledgerCents: number;
}

/**
 * Charges: each approved processor charge against the purchase it pays for, and each purchase
 * paid by card against its charge. Also gives the charge of a purchase, for the refunds.
 */
export function reconcileCharges(
  r: Reconciling,
  processor: ProcessorRecords,
): SideTotals & { readonly chargeOfPurchase: (p: Purchase) => ProcessorCharge | null } {
  const { inPeriod, differences } = r;
  const { purchases, purchaseById, started, byCard } = r.ledger;
  const approved = processor.charges.filter((c) => c.status === 'approved');
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
  return {
    processorCents: processorChargesCents,
    ledgerCents: ledgerChargesCents,
    chargeOfPurchase,
  };
}

/** Refunds: by id, else by charge and amount; what is left is compared per processor charge. */
export function reconcileRefunds(
  r: Reconciling,
  processor: ProcessorRecords,
  chargeOfPurchase: (p: Purchase) => ProcessorCharge | null,
): SideTotals {
  const { inPeriod, differences } = r;
  const { purchaseById, byCard } = r.ledger;
  interface LedgerRefund {
    readonly event: LedgerEvent;
    readonly ids: readonly string[];
    readonly processorChargeId: string | null;
    readonly amountCents: number;
  }
  const ledgerRefunds: LedgerRefund[] = [];
  for (const event of r.ledger.events) {
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
  const processorRefunds = processor.refunds.filter((r) => r.status === 'refunded');
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
  return { processorCents: processorRefundsCents, ledgerCents: ledgerRefundsCents };
}

/** Payouts: the payout rail's sent payouts against the ledger's, by payout id. */
export function reconcilePayouts(r: Reconciling, payouts: readonly RailPayout[]): SideTotals {
  const { inPeriod, differences } = r;
  const { scheduled } = r.ledger;
  const railSent = new Map(payouts.filter((p) => p.status === 'sent').map((p) => [p.payoutId, p]));
  const ledgerSent = new Map<string, Extract<LedgerEvent, { type: 'PayoutSent' }>>();
  for (const event of r.ledger.events) {
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
  return { processorCents: processorPayoutsCents, ledgerCents: ledgerPayoutsCents };
}
