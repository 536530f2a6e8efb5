import { Inject, Injectable } from '@nestjs/common';
import type { AnyEventEnvelope } from '@flirtwire/contracts';
import {
  DEBITING_STATUSES,
  EARNINGS_DAYS,
  type EarningsDayDoc,
  PAYOUTS,
  type PayoutDoc,
  TAX_LEDGER_ENTRIES,
  type TaxLedgerEntryDoc,
} from '@flirtwire/projections';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
} from '../../infrastructure/payments/payment-gateway.port.js';
import {
  PAYOUT_RAILS_PORT,
  type PayoutRails,
} from '../../infrastructure/payouts/payout-rail.port.js';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { ReadModels } from '../../read-side/read-models.js';
import {
  LEDGER_EVENT_TYPES,
  matchingWindow,
  type Period,
  periodInstants,
  type ReadModelFigures,
  reconcile,
  type ReconciliationResult,
} from './reconciliation.js';

/** The projections whose figures are compared: caught up to the head before they are read. */
const RECONCILED_PROJECTIONS = ['earnings', 'payouts', 'tax-ledger'];
const CATCH_UP_MS = 10_000;
const PAGE = 5_000;

type LedgerEnvelope = Parameters<typeof reconcile>[0]['events'][number];

const sum = (cents: Partial<Record<string, number>> | undefined) =>
  Object.values(cents ?? {}).reduce<number>((a, b) => a + (b ?? 0), 0);

/**
 * Gathers the three sides of a period and hands them to `reconcile`: the processor's and the
 * payout service's records (their list calls, over a window two days wider each side so a
 * charge made before midnight meets its sale recorded after), the ledger's money events up to
 * the head (purchases of all time, so a refund finds a months-old sale), and the read models'
 * figures once they have caught up to that head.
 */
@Injectable()
export class Reconciler {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(PAYOUT_RAILS_PORT) private readonly rails: PayoutRails,
    private readonly readModels: ReadModels,
    private readonly host: ProjectionHost,
  ) {}

  async run(period: Period): Promise<ReconciliationResult & { position: number }> {
    const head = await this.events.headPosition();
    await this.host.waitFor(RECONCILED_PROJECTIONS, head, CATCH_UP_MS);
    const window = matchingWindow(period);
    const [events, processor, payouts, readModels] = await Promise.all([
      this.ledger(head),
      this.gateway.listRecords({ from: window.start, to: window.end }),
      this.rails.listPayouts({ from: window.start, to: window.end }),
      this.figures(period),
    ]);
    return { ...reconcile({ period, events, processor, payouts, readModels }), position: head };
  }

  private async ledger(head: number): Promise<LedgerEnvelope[]> {
    const found: LedgerEnvelope[] = [];
    let after = 0;
    for (;;) {
      const page = await this.events.readAll({
        fromPosition: after,
        maxCount: PAGE,
        filter: { eventTypes: LEDGER_EVENT_TYPES },
      });
      for (const event of page) {
        if (event.position > head) return found;
        found.push(event as AnyEventEnvelope as LedgerEnvelope);
      }
      const last = page.at(-1);
      if (page.length < PAGE || !last) return found;
      after = last.position;
    }
  }

  private async figures(period: Period): Promise<Map<string, ReadModelFigures>> {
    const { start, end } = periodInstants(period);
    const wide = matchingWindow(period, 1);
    const [days, payouts, entries] = await Promise.all([
      this.readModels
        .collection<EarningsDayDoc>(EARNINGS_DAYS)
        .find({ day: { $gte: period.from, $lte: period.to } })
        .toArray(),
      this.readModels
        .collection<PayoutDoc>(PAYOUTS)
        .find({
          status: { $in: [...DEBITING_STATUSES] },
          scheduledAt: { $gte: wide.start, $lt: wide.end },
        })
        .toArray(),
      this.readModels
        .collection<TaxLedgerEntryDoc>(TAX_LEDGER_ENTRIES)
        .find({ at: { $gte: wide.start, $lt: wide.end } })
        .toArray(),
    ]);
    const figures = new Map<string, ReadModelFigures>();
    const add = (id: string, change: Partial<ReadModelFigures>) => {
      const was = figures.get(id) ?? {
        grossCents: 0,
        feesCents: 0,
        reversalsCents: 0,
        standingPayoutsCents: 0,
        form1099kGrossCents: 0,
      };
      figures.set(id, {
        grossCents: was.grossCents + (change.grossCents ?? 0),
        feesCents: was.feesCents + (change.feesCents ?? 0),
        reversalsCents: was.reversalsCents + (change.reversalsCents ?? 0),
        standingPayoutsCents: was.standingPayoutsCents + (change.standingPayoutsCents ?? 0),
        form1099kGrossCents: was.form1099kGrossCents + (change.form1099kGrossCents ?? 0),
      });
    };
    const inPeriod = (iso: string) =>
      Date.parse(iso) >= Date.parse(start) && Date.parse(iso) < Date.parse(end);
    for (const day of days) {
      add(day.creatorId, {
        grossCents: sum(day.gross),
        feesCents: sum(day.fees),
        reversalsCents: sum(day.reversals),
      });
    }
    for (const payout of payouts) {
      if (inPeriod(payout.scheduledAt))
        add(payout.payeeId, { standingPayoutsCents: payout.debitCents });
    }
    for (const entry of entries) {
      if (inPeriod(entry.at)) add(entry.payeeId, { form1099kGrossCents: entry.amountCents });
    }
    return figures;
  }
}
