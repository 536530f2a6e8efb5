import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type HistoryResponse, TransactionDetailsResponse } from '@flirtwire/contracts';
import { sellGoodies } from '../../../test-support/finance.js';
import { type SignedInUser, signInAdmin, signUp } from '../../../test-support/identity.js';
import { caughtUp, makeFlirt } from '../../../test-support/money.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';

describe('transaction details', () => {
  let t: TestApp;
  let ann: SignedInUser;
  let bob: SignedInUser;
  let customer: SignedInUser;

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await signInAdmin(t);
    ann = await makeFlirt(t, admin);
    bob = await makeFlirt(t, admin);
    customer = await signUp(t);
    const at = new Date().toISOString();
    await sellGoodies(t, {
      saleId: 'td1',
      creatorId: ann.userId,
      customerId: customer.userId,
      amountCents: 2_500,
      platformFeeCents: 750,
      at,
      title: 'Beach bag',
    });
    await caughtUp(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('shows the Flirt what was bought, when, by whom, gross, fee and net, from the history link', async () => {
    const history = (
      await t.inject({ method: 'GET', url: '/client_api/earnings/history', headers: ann.headers })
    ).json<HistoryResponse>().history;
    const link = history[0]?.link ?? '';
    expect(link).toMatch(/^\/transactions\/details\//);
    const r = await t.inject({ method: 'GET', url: `/client_api${link}`, headers: ann.headers });
    expect(r.statusCode).toBe(200);
    expect(TransactionDetailsResponse.parse(r.json())).toMatchObject({
      side: 'flirt',
      gross_cents: 2_500,
      fee_cents: 750,
      net_cents: 1_750,
      customer_id: customer.userId,
      reversals: [],
    });
    // Another Flirt finds nothing there.
    const other = await t.inject({
      method: 'GET',
      url: `/client_api${link}`,
      headers: bob.headers,
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Beach bag');
    // The customer who paid sees their own purchase (not the Flirt's fee and net).
    const asCustomer = await t.inject({
      method: 'GET',
      url: `/client_api${link}`,
      headers: customer.headers,
    });
    expect(asCustomer.statusCode).toBe(200);
    const mine = TransactionDetailsResponse.parse(asCustomer.json());
    expect(mine).toMatchObject({
      side: 'customer',
      id: 'goodies-td1',
      channel: 'goody_bag',
      description: 'Beach bag',
      creator_login: ann.login,
      amount_cents: 2_500,
    });
    expect(mine).not.toHaveProperty('fee_cents');
  });
});
