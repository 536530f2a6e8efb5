import { paidAt } from '@flirtwire/projections';
import type { LedgerEvent, Reconciling } from './reconciliation-ledger.js';
import type { ReadModelFigures } from './reconciliation.js';

interface FlirtLedger {
  gross: LedgerEvent[];
  grossCents: number;
  feesCents: number;
  reversals: LedgerEvent[];
  reversalsCents: number;
  payouts: LedgerEvent[];
  standingPayoutsCents: number;
}

/** Per read-model figure, the sums over all Flirts: [from the events, from the read models]. */
export type FigureTotals = Record<keyof ReadModelFigures, [number, number]>;

/**
 * The read models: per Flirt, the events' sums beside the read models' figures; a difference
 * for each figure that differs, and the totals of both sides.
 */
export function reconcileReadModels(
  r: Reconciling,
  readModels: ReadonlyMap<string, ReadModelFigures>,
): FigureTotals {
  const { inPeriod, inDays, differences } = r;
  const { undone } = r.ledger;
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
  for (const event of r.ledger.events) {
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
  const totals: FigureTotals = {
    grossCents: [0, 0],
    feesCents: [0, 0],
    reversalsCents: [0, 0],
    standingPayoutsCents: [0, 0],
    form1099kGrossCents: [0, 0],
  };
  const ids = [...new Set([...flirts.keys(), ...readModels.keys()])].sort();
  for (const id of ids) {
    const ledger = flirt(id);
    const read = readModels.get(id) ?? zero;
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
      totals[metric.key][0] = totals[metric.key][0] + metric.ledgerCents;
      totals[metric.key][1] = totals[metric.key][1] + read[metric.key];
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

  return totals;
}
