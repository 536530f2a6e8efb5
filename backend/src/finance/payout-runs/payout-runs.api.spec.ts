import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type FinancePayoutsResponse,
  PAYOUT_MESSAGES,
  type PaymentHistoryResponse,
  type PayoutInfoView,
  payoutRunStreamId,
} from '@flirtwire/contracts';
import { goodiesSales, payoutBody } from '../../test-support/finance.js';
import { grantRole, type SignedInUser, signInAdmin, signUp } from '../../test-support/identity.js';
import { caughtUp, makeFlirt, streamTypes } from '../../test-support/money.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

describe('payout runs: pay, hold, idempotent reruns, files and returns', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let ann: SignedInUser;
  let bob: SignedInUser;
  let finance: SignedInUser;

  const get = (url: string, who: SignedInUser) =>
    t.inject({ method: 'GET', url, headers: who.headers });
  const post = (url: string, who: SignedInUser, payload: object = {}) =>
    t.inject({ method: 'POST', url, headers: who.headers, payload });
  const sell = goodiesSales(
    () => t,
    (amount) => Math.round(amount * 0.3),
  );
  const runPayouts = async () => {
    await caughtUp(t);
    const r = await post('/ops/schedules/payout-run/run', admin);
    expect(r.json()).toMatchObject({ name: 'payout-run', lastError: null });
    await caughtUp(t);
  };
  const history = async (who: SignedInUser) =>
    (await get('/client_api/transactions/payment_history', who)).json<PaymentHistoryResponse>()
      .payouts;
  const info = async (who: SignedInUser) =>
    (await get('/client_api/account/payout_info', who)).json<{ data: PayoutInfoView }>().data;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin(t);
    ann = await makeFlirt(t, admin);
    bob = await makeFlirt(t, admin);
    finance = await signUp(t);
    await grantRole(t, admin, finance.userId, 'finance');
    // Ann: direct deposit, keeps $20.00; earns $100.00 gross, $70.00 net.
    expect(
      (
        await post(
          '/client_api/account/payout_info',
          ann,
          payoutBody({ balance_to_keep: '20', payment_period: 2 }),
        )
      ).statusCode,
    ).toBe(200);
    await sell(ann.userId, 10_000);
    // Bob: check ($5 fee), $7.00 net: under the $10.00 minimum.
    expect(
      (await post('/client_api/account/payout_info', bob, payoutBody({ payment_period: 0 })))
        .statusCode,
    ).toBe(200);
    await sell(bob.userId, 1_000);
    await caughtUp(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('pays the balance less the balance to keep, and holds a balance under $10.00 with the reason', async () => {
    const before = await info(ann);
    expect(before.balances).toMatchObject({ total_cents: 7_000, payable_cents: 5_000 });
    expect(before.next_payout_cents).toBe(5_000);
    // Direct deposit pays on the 1st (spec 002 §9), never on just any day.
    expect(before.next_payout_date).toMatch(/^\d{4}-\d{2}-01$/);
    await runPayouts();
    const [paid, ...others] = await history(ann);
    expect(others).toEqual([]);
    expect(paid).toMatchObject({
      status: 'sent',
      method: 'Monthly direct deposit',
      debitCents: 5_000,
      feeCents: 0,
      amountCents: 5_000,
    });
    expect((await info(ann)).balances).toMatchObject({ total_cents: 2_000, payable_cents: 0 });
    expect(await history(bob)).toEqual([
      expect.objectContaining({ status: 'held', holdReason: 'below_minimum', amountCents: 0 }),
    ]);
  });

  it('pays nothing twice when the run is repeated for the same pay date', async () => {
    const stream = payoutRunStreamId(ann.userId, (await history(ann))[0]?.periodKey ?? '');
    const before = await streamTypes(t, stream);
    expect(before).toEqual(['PayoutScheduled', 'PayoutSent']);
    await sell(ann.userId, 10_000);
    await runPayouts();
    await runPayouts();
    expect(await streamTypes(t, stream)).toEqual(before);
    expect(await history(ann)).toHaveLength(1);
    expect((await info(ann)).balances.total_cents).toBe(9_000);
  });

  it('shows the console to finance only, and a Flirt only their own history', async () => {
    for (const who of [ann, bob]) {
      expect((await get('/finance/payouts', who)).statusCode).toBe(403);
      expect((await get(`/finance/payouts/files/2026-11-01/ach`, who)).statusCode).toBe(403);
    }
    const annPayout = (await history(ann))[0];
    expect((await history(bob)).some((p) => p.payoutId === annPayout?.payoutId)).toBe(false);
    expect(
      (await post(`/finance/payouts/${annPayout?.payoutId ?? ''}/return`, ann, { code: 'R03' }))
        .statusCode,
    ).toBe(403);
    const console = (await get('/finance/payouts', finance)).json<FinancePayoutsResponse>();
    expect(console.upcoming).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          payeeId: bob.userId,
          holdReason: 'below_minimum',
          holdText: 'The payable balance is below $10.00',
        }),
      ]),
    );
    expect(console.runs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'ach', payouts: 1, amountCents: 5_000 }),
      ]),
    );
  });

  it('hands finance an ACH file with the bank details the bank needs and never a tax id', async () => {
    const payout = (await history(ann))[0];
    const r = await get(`/finance/payouts/files/${payout?.periodKey ?? ''}/ach`, finance);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain('.ach');
    const lines = r.body.trimEnd().split('\n');
    expect(lines.every((line) => line.length === 94)).toBe(true);
    const entry = lines.find((line) => line.startsWith('6'));
    expect(entry?.slice(3, 12)).toBe('011000015');
    expect(entry?.slice(12, 29).trim()).toBe('123456789012');
    expect(entry?.slice(29, 39)).toBe('0000005000');
    expect(r.body).not.toContain('512346789');
    expect(r.body).not.toContain('6789 ');
    const bad = await get(`/finance/payouts/files/2026-11-01/wire`, finance);
    expect(bad.statusCode).toBe(400);
  });

  it('a return reverses the payout and holds payouts until the payout info is saved again', async () => {
    const payout = (await history(ann))[0];
    const url = `/finance/payouts/${payout?.payoutId ?? ''}/return`;
    expect((await post(url, finance, { code: 'R99' })).statusCode).toBe(400);
    const r = await post(url, finance, { code: 'R03', note: 'No account' });
    expect(r.statusCode).toBe(200);
    await caughtUp(t);
    expect((await history(ann))[0]).toMatchObject({ status: 'returned', returnCode: 'R03' });
    const after = await info(ann);
    expect(after.balances).toMatchObject({ total_cents: 14_000, payable_cents: 12_000 });
    expect(after.show_payout_warning).toBe(true);
    expect(after.payout_warning).toBe(PAYOUT_MESSAGES.onHold);
    expect(after.next_payout_cents).toBe(0);
    // Repeating the return records nothing new; the next run pays nothing for that date.
    const stream = payoutRunStreamId(ann.userId, payout?.periodKey ?? '');
    const types = await streamTypes(t, stream);
    expect((await post(url, finance, { code: 'R03' })).statusCode).toBe(200);
    await runPayouts();
    expect(await streamTypes(t, stream)).toEqual(types);
    const console = (await get('/finance/payouts', finance)).json<FinancePayoutsResponse>();
    expect(console.upcoming.find((row) => row.payeeId === ann.userId)).toMatchObject({
      holdReason: 'not_verified',
    });
  });
});
