import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CustomerTransactionsResponse } from '@flirtwire/contracts';
import { signUpFlirt, tip } from '../../test-support/customers.js';
import { type SignedInUser, signUp } from '../../test-support/identity.js';
import { caughtUp } from '../../test-support/money.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

describe("a customer's own transactions", () => {
  let t: TestApp;
  let flirt: SignedInUser;
  let ann: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    t = await startTestApp();
    flirt = await signUpFlirt(t);
    ann = await signUp(t);
    bob = await signUp(t);
    await tip(t, flirt.userId, ann.userId, 1_234);
    await caughtUp(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('lists the customer’s own purchases only', async () => {
    const list = async (who: SignedInUser) =>
      CustomerTransactionsResponse.parse(
        (
          await t.inject({ method: 'GET', url: '/client_api/transactions', headers: who.headers })
        ).json(),
      ).transactions;
    expect(await list(ann)).toEqual([
      expect.objectContaining({
        kind: 'tip',
        amount_cents: 1_234,
        refunded_cents: 0,
        creator_login: flirt.login,
      }),
    ]);
    expect(await list(bob)).toEqual([]);
    const visitor = await t.inject({ method: 'GET', url: '/client_api/transactions' });
    expect(visitor.statusCode).toBe(401);
  });
});
