import { describe, expect, it } from '@jest/globals';
import type {
  ProcessorCharge,
  ProcessorRefund,
} from '../../infrastructure/payments/payment-gateway.port.js';
import type { RailPayout } from '../../infrastructure/payouts/payout-rail.port.js';
import { type ReadModelFigures, reconcile, type ReconciliationInput } from './reconciliation.js';

const FLIRT = '00000000-0000-4000-8000-00000000000f';
const CUSTOMER = '00000000-0000-4000-8000-00000000000c';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const DAY = '2026-03-15';
const AT = `${DAY}T12:00:00.000Z`;

let position = 0;
type Events = ReconciliationInput['events'];
function event(
  type: string,
  data: unknown,
  streamId: string,
  role = 'customer',
  at = AT,
): Events[number] {
  position += 1;
  return {
    id: `ev-${String(position)}`,
    type,
    schemaVersion: 1,
    streamId,
    revision: 0,
    position,
    occurredAt: at,
    metadata: { correlationId: 'c', causationId: 'c', actor: { id: 'a', role } },
    data,
  } as unknown as Events[number];
}

const tip = (n: number, cents: number, gatewayReference: string) =>
  event(
    'TipSent',
    {
      tipId: uuid(n),
      customerId: CUSTOMER,
      creatorId: FLIRT,
      amountCents: cents,
      platformFeeCents: cents / 5,
      message: '',
      listingId: null,
      fromChat: false,
      gatewayReference,
    },
    `tips-${CUSTOMER}-${FLIRT}`,
  );
const charge = (n: number, cents: number, chargeId: string): ProcessorCharge => ({
  chargeId,
  idempotencyKey: uuid(n),
  amountCents: cents,
  status: 'approved',
  createdAt: AT,
});
const refunded = (id: string, chargeId: string, cents: number): ProcessorRefund => ({
  refundId: `re_${id}`,
  idempotencyKey: id,
  chargeId,
  amountCents: cents,
  status: 'refunded',
  createdAt: AT,
});
const paymentRefunded = (n: number, tipN: number, cents: number, original: number) =>
  event(
    'PaymentRefunded',
    {
      refundId: uuid(n),
      chargeId: uuid(tipN),
      source: 'tip',
      customerId: CUSTOMER,
      creatorId: FLIRT,
      amountCents: cents,
      originalAmountCents: original,
      originalPaidAt: AT,
      reason: 'x',
    },
    `charge-${uuid(tipN)}`,
  );
const figures = (f: Partial<ReadModelFigures>): Map<string, ReadModelFigures> =>
  new Map([
    [
      FLIRT,
      {
        grossCents: 0,
        feesCents: 0,
        reversalsCents: 0,
        standingPayoutsCents: 0,
        form1099kGrossCents: 0,
        ...f,
      },
    ],
  ]);
const run = (input: Partial<ReconciliationInput>) =>
  reconcile({
    period: { from: DAY, to: DAY },
    events: [],
    processor: { charges: [], refunds: [] },
    payouts: [],
    readModels: new Map(),
    ...input,
  });
const kinds = (result: ReturnType<typeof reconcile>) =>
  result.differences.map((d) => [d.kind, d.difference_cents]);

describe('the reconciliation', () => {
  const sale = tip(1, 500, 'ch_1');
  const matching = figures({ grossCents: 500, feesCents: 100, form1099kGrossCents: 500 });

  it('is green when processor, ledger and read models agree, with the totals side by side', () => {
    const result = run({
      events: [sale],
      processor: { charges: [charge(1, 500, 'ch_1')], refunds: [] },
      readModels: matching,
    });
    expect(result.differences).toEqual([]);
    expect(result.status).toBe('green');
    expect(result.lines.find((l) => l.key === 'customer_charges')).toMatchObject({
      processor_cents: 500,
      ledger_cents: 500,
      status: 'match',
    });
    expect(result.lines.find((l) => l.key === 'net_earnings')).toMatchObject({
      ledger_cents: 400,
      read_models_cents: 400,
    });
  });

  it('finds a charge at the processor with no sale (the crash gap), to the cent', () => {
    const result = run({
      events: [sale],
      processor: { charges: [charge(1, 500, 'ch_1'), charge(2, 1234, 'ch_2')], refunds: [] },
      readModels: matching,
    });
    expect(kinds(result)).toEqual([['charge_without_sale', 1234]]);
    expect(result.columns).toEqual({ processor: 'red', ledger: 'red', read_models: 'green' });
    expect(result.lines.find((l) => l.key === 'customer_charges')).toMatchObject({
      processor_cents: 1734,
      ledger_cents: 500,
      status: 'mismatch',
    });
  });

  it('finds a card sale with no charge, and a charge of another amount, naming the events', () => {
    const other = tip(3, 700, 'ch_3');
    const result = run({
      events: [sale, other],
      processor: { charges: [charge(1, 499, 'ch_1')], refunds: [] },
      readModels: figures({ grossCents: 1200, feesCents: 240, form1099kGrossCents: 1200 }),
    });
    expect(kinds(result).sort()).toEqual([
      ['charge_amount_mismatch', -1],
      ['sale_without_charge', -700],
    ]);
    const missing = result.differences.find((d) => d.kind === 'sale_without_charge');
    expect(missing?.events).toEqual([
      { id: other.id, type: 'TipSent', stream_id: other.streamId, position: other.position },
    ]);
  });

  it('expects no processor charge for a purchase paid from site dollars or reported by the service API', () => {
    const fromBalance = tip(4, 300, 'spend-4');
    const spend = event(
      'SiteDollarsSpent',
      {
        spendId: 'spend-4',
        customerId: CUSTOMER,
        purchaseId: uuid(4),
        amountCents: 300,
        description: 'Tribute',
        at: AT,
      },
      `site-dollars-${CUSTOMER}`,
    );
    const reported = event(
      'PaidMailSold',
      {
        mailId: 'm-1',
        chargeId: 'paid-mail-m-1',
        customerId: CUSTOMER,
        creatorId: FLIRT,
        at: AT,
        amountCents: 199,
        platformFeeCents: 40,
      },
      'paid-mail-m-1',
      'service',
    );
    const result = run({
      events: [fromBalance, spend, reported],
      readModels: figures({ grossCents: 499, feesCents: 100, form1099kGrossCents: 499 }),
    });
    expect(result.differences).toEqual([]);
    expect(result.lines.find((l) => l.key === 'flirt_gross')?.ledger_cents).toBe(499);
  });

  it('finds refunds the processor made that the ledger under-records (concurrent refunds)', () => {
    const five = tip(5, 500, 'ch_5');
    const result = run({
      events: [five, paymentRefunded(51, 5, 100, 500), paymentRefunded(52, 5, 100, 500)],
      processor: {
        charges: [charge(5, 500, 'ch_5')],
        refunds: ['a', 'b', 'c'].map((id) => refunded(id, 'ch_5', 100)),
      },
      readModels: figures({
        grossCents: 500,
        feesCents: 100,
        reversalsCents: 200,
        form1099kGrossCents: 500,
      }),
    });
    expect(kinds(result)).toEqual([['refund_without_ledger', 100]]);
    expect(result.lines.find((l) => l.key === 'refunds')).toMatchObject({
      processor_cents: 300,
      ledger_cents: 200,
      status: 'mismatch',
    });
  });

  it('finds a payout sent by the service that the ledger does not record', () => {
    const payout: RailPayout = {
      payoutId: 'p-1',
      payeeId: FLIRT,
      rail: 'ach',
      amountCents: 11_500,
      status: 'sent',
      reference: 'ref',
      createdAt: AT,
    };
    expect(kinds(run({ payouts: [payout] }))).toEqual([['payout_mismatch', 11_500]]);
  });

  it('finds a read model figure that is not the sum of the events, per Flirt', () => {
    const result = run({
      events: [sale],
      processor: { charges: [charge(1, 500, 'ch_1')], refunds: [] },
      readModels: figures({ grossCents: 500, feesCents: 100, form1099kGrossCents: 1000 }),
    });
    expect(result.differences).toEqual([
      expect.objectContaining({
        kind: 'read_model_mismatch',
        subject: `${FLIRT}:form1099kGrossCents`,
        flirt_id: FLIRT,
        ledger_cents: 500,
        other_cents: 1000,
        difference_cents: 500,
        side: 'read_models',
        events: [expect.objectContaining({ id: sale.id })],
      }),
    ]);
    expect(result.columns.read_models).toBe('red');
    expect(result.columns.processor).toBe('green');
  });

  it('leaves out what happened outside the period', () => {
    const yesterday = tip(6, 900, 'ch_6');
    const early = { ...yesterday, occurredAt: '2026-03-14T23:59:59.000Z' };
    const result = run({
      events: [early],
      processor: {
        charges: [{ ...charge(6, 900, 'ch_6'), createdAt: '2026-03-14T23:59:58.000Z' }],
        refunds: [],
      },
    });
    expect(result.differences).toEqual([]);
    expect(result.lines.every((l) => l.ledger_cents === 0)).toBe(true);
  });
});
