import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type ReconciliationResponse,
  type ReconciliationRunsResponse,
  utcDay,
} from '@flirtwire/contracts';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
} from '../../infrastructure/payments/payment-gateway.port.js';
import { SandboxPaymentGateway } from '../../infrastructure/payments/sandbox/sandbox-payment-gateway.js';
import { SANDBOX_TEST_CARDS } from '../../infrastructure/payments/sandbox/sandbox-test-cards.js';
import { Scheduler } from '../../platform/scheduling/scheduler.js';
import { DEMO_SIGN_INS } from '../../seed/identity.seed.js';
import type { SeedSummary } from '../../seed/seed.js';
import { type SignedInUser, signIn } from '../../test-support/identity.js';
import { seededCopy } from '../../test-support/seeded.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { RECONCILIATION_JOB } from './reconciliation.job.js';

/**
 * The reconciliation on the demo data (`ci` population: two years through the real handlers):
 * green over the whole history, and a charge the processor made with no sale behind it (the
 * crash gap) reported to the cent, on the screen's endpoint and in the daily job's record.
 */
describe('the reconciliation of processor, ledger and read models', () => {
  let t: TestApp;
  let summary: SeedSummary;
  let finance: SignedInUser;
  let auditor: SignedInUser;

  beforeAll(async () => {
    const seeded = await seededCopy('ci');
    summary = seeded.summary;
    t = await startTestApp({ dataDir: seeded.dataDir });
    finance = await signIn(t, DEMO_SIGN_INS.finance.login, DEMO_SIGN_INS.finance.password);
    auditor = await signIn(t, DEMO_SIGN_INS.auditor.login, DEMO_SIGN_INS.auditor.password);
  }, 600_000);
  afterAll(async () => {
    await t.close();
    rmSync(t.dataDir, { recursive: true, force: true });
  });

  const reconciliation = async (from: string, to: string, who: SignedInUser = finance) => {
    const response = await t.inject({
      method: 'GET',
      url: `/finance/reconciliation?from=${from}&to=${to}&page_size=100`,
      headers: who.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<ReconciliationResponse>();
  };

  it('is green on the demo data over its whole history, with money on every side', async () => {
    const totals = { charges: 0, gross: 0, refunds: 0 };
    const first = new Date(`${utcDay(summary.from)}T00:00:00.000Z`);
    const last = utcDay(new Date().toISOString());
    const found: string[] = [];
    for (let start = first; utcDay(start.toISOString()) <= last;) {
      const end = new Date(start);
      end.setUTCDate(end.getUTCDate() + 30);
      const from = utcDay(start.toISOString());
      const to = utcDay(end.toISOString());
      const report = await reconciliation(from, to < last ? to : last);
      for (const d of report.differences) found.push(`${from}: ${d.kind} ${d.subject} ${d.detail}`);
      const line = (key: string) => report.lines.find((l) => l.key === key);
      totals.charges += line('customer_charges')?.processor_cents ?? 0;
      totals.gross += line('flirt_gross')?.read_models_cents ?? 0;
      totals.refunds += line('refunds')?.processor_cents ?? 0;
      if (report.status !== 'green') found.push(`${from}: ${report.status}`);
      start = new Date(end);
      start.setUTCDate(start.getUTCDate() + 1);
    }
    expect(found).toEqual([]);
    expect(totals.charges).toBeGreaterThan(0);
    expect(totals.gross).toBeGreaterThan(0);
    expect(totals.refunds).toBeGreaterThan(0);
  }, 600_000);

  it('reports a charge at the processor with no sale, to the cent, and the daily job records it', async () => {
    const gateway = t.app.get<PaymentGateway>(PAYMENT_GATEWAY);
    if (!(gateway instanceof SandboxPaymentGateway)) throw new Error('not the sandbox');
    const { token } = gateway.tokenize({
      number: SANDBOX_TEST_CARDS.approve,
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
      billingZip: '10001',
    });
    const stray = await gateway.charge({
      token,
      amountCents: 1_234,
      idempotencyKey: 'stray-charge-with-no-sale',
      description: 'FW*SERVICES',
    });
    if (stray.status !== 'approved') throw new Error('the stray charge was not approved');
    const today = utcDay(new Date().toISOString());

    const report = await reconciliation(today, today, auditor);
    expect(report.status).toBe('red');
    expect(report.columns).toEqual({ processor: 'red', ledger: 'red', read_models: 'green' });
    expect(report.differences).toEqual([
      expect.objectContaining({
        kind: 'charge_without_sale',
        subject: stray.chargeId,
        ledger_cents: 0,
        other_cents: 1_234,
        difference_cents: 1_234,
        side: 'processor',
      }),
    ]);
    const charges = report.lines.find((l) => l.key === 'customer_charges');
    expect(charges && (charges.processor_cents ?? 0) - charges.ledger_cents).toBe(1_234);

    const tomorrow = new Date(`${today}T00:00:00.000Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    await t.app.get(Scheduler).runJob(RECONCILIATION_JOB, new Date(tomorrow.getTime() + 3_600_000));
    const runs = (
      await t.inject({
        method: 'GET',
        url: '/finance/reconciliation/runs',
        headers: finance.headers,
      })
    ).json<ReconciliationRunsResponse>();
    expect(runs.runs[0]).toMatchObject({
      from: today,
      to: today,
      status: 'red',
      differences: 1,
      difference_cents: 1_234,
      event: { type: 'ReconciliationCompleted', stream_id: `reconciliation-${today}-${today}` },
    });
  }, 120_000);

  it('is for finance and auditors only, and refuses a bad period with the field and message', async () => {
    const flirt = await signIn(t, DEMO_SIGN_INS.flirt.login, DEMO_SIGN_INS.flirt.password);
    const customer = await signIn(t, DEMO_SIGN_INS.customer.login, DEMO_SIGN_INS.customer.password);
    for (const who of [flirt, customer]) {
      const denied = await t.inject({
        method: 'GET',
        url: '/finance/reconciliation?from=2026-01-01&to=2026-01-01',
        headers: who.headers,
      });
      expect(denied.statusCode).toBe(403);
    }
    const bad = await t.inject({
      method: 'GET',
      url: '/finance/reconciliation?from=2026-02-30&to=2026-01-01',
      headers: finance.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { fields: { from: 'Enter a date as YYYY-MM-DD.' } },
    });
    const long = await t.inject({
      method: 'GET',
      url: '/finance/reconciliation?from=2026-01-01&to=2026-03-01',
      headers: finance.headers,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      error: { fields: { to: 'Choose a period of at most 31 days.' } },
    });
  });
});
