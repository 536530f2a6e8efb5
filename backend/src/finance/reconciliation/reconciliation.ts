import {
  RECONCILIATION_LINE_LABELS,
  RECONCILIATION_LINES,
  type ReconciliationDifference,
  type ReconciliationLine,
  type ReconciliationLineKey,
  utcDay,
} from '@flirtwire/contracts';
import type { ProcessorRecords } from '../../infrastructure/payments/payment-gateway.port.js';
import type { RailPayout } from '../../infrastructure/payouts/payout-rail.port.js';
import { reconcileCharges, reconcilePayouts, reconcileRefunds } from './reconcile-processor.js';
import { reconcileReadModels } from './reconcile-read-models.js';
import {
  Differences,
  indexLedger,
  type LedgerEvent,
  type Period,
  periodInstants,
  within,
} from './reconciliation-ledger.js';

export {
  LEDGER_EVENT_TYPES,
  matchingWindow,
  type Period,
  periodInstants,
} from './reconciliation-ledger.js';

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

export function reconcile(input: ReconciliationInput): ReconciliationResult {
  const { start, end } = periodInstants(input.period);
  const r = {
    inPeriod: (iso: string | null) => within(iso, start, end),
    inDays: (iso: string) => {
      const day = utcDay(iso);
      return day >= input.period.from && day <= input.period.to;
    },
    ledger: indexLedger(input.events),
    differences: new Differences(),
  };
  const { differences } = r;
  const charges = reconcileCharges(r, input.processor);
  const refunds = reconcileRefunds(r, input.processor, charges.chargeOfPurchase);
  const payouts = reconcilePayouts(r, input.payouts);
  const totals = reconcileReadModels(r, input.readModels);
  const processorChargesCents = charges.processorCents;
  const ledgerChargesCents = charges.ledgerCents;
  const processorRefundsCents = refunds.processorCents;
  const ledgerRefundsCents = refunds.ledgerCents;
  const processorPayoutsCents = payouts.processorCents;
  const ledgerPayoutsCents = payouts.ledgerCents;

  const net = (i: 0 | 1) => totals.grossCents[i] - totals.feesCents[i] - totals.reversalsCents[i];
  const figures: Record<ReconciliationLineKey, [number | null, number, number | null]> = {
    customer_charges: [processorChargesCents, ledgerChargesCents, null],
    refunds: [processorRefundsCents, ledgerRefundsCents, null],
    payouts: [processorPayoutsCents, ledgerPayoutsCents, null],
    flirt_gross: [null, totals.grossCents[0], totals.grossCents[1]],
    fees: [null, totals.feesCents[0], totals.feesCents[1]],
    reversals: [null, totals.reversalsCents[0], totals.reversalsCents[1]],
    net_earnings: [null, net(0), net(1)],
    payable_change: [
      null,
      net(0) - totals.standingPayoutsCents[0],
      net(1) - totals.standingPayoutsCents[1],
    ],
    form_1099k_gross: [null, totals.grossCents[0], totals.form1099kGrossCents[1]],
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
