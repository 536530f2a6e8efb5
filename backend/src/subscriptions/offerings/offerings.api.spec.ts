import { offeringStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { OfferingSettings } from '@flirtwire/contracts';
import { type SignedInUser, signInAdmin, signUp } from '../../test-support/identity.js';
import {
  FLAGS_WITHOUT_PACKAGES,
  makeFlirt,
  setPrice,
  streamTypes,
} from '../../test-support/money.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

/** Spec 000 §5 subscription price settings, through the API (packages flag off). */
describe('subscription price (GET and POST /client_api/subscriptions/offerings)', () => {
  let t: TestApp;
  let admin: SignedInUser;

  const settings = async (flirt: SignedInUser) =>
    t.inject({ method: 'GET', url: '/client_api/subscriptions/offerings', headers: flirt.headers });

  beforeAll(async () => {
    t = await startTestApp({ env: { FEATURE_FLAGS: FLAGS_WITHOUT_PACKAGES } });
    admin = await signInAdmin(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('shows no price and the $3.99 to $50 range before the first save', async () => {
    const flirt = await makeFlirt(t, admin);
    const response = await settings(flirt);
    expect(response.statusCode).toBe(200);
    expect(response.json<OfferingSettings>()).toEqual({
      offering: null,
      min_rate: 399,
      max_rate: 5000,
      available: true,
    });
  });

  it('saves the first price with the first-post hint, later ones with the plain message', async () => {
    const flirt = await makeFlirt(t, admin);
    const first = await setPrice(t, flirt, '9.99');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      offering: { rate: 999 },
      message: 'Your changes were saved. You can now create your first post.',
    });
    const lower = await setPrice(t, flirt, '4.50');
    expect(lower.statusCode).toBe(200);
    expect(lower.json()).toMatchObject({
      offering: { rate: 450 },
      message: 'Your changes were saved.',
    });
    expect((await settings(flirt)).json<OfferingSettings>()).toMatchObject({
      offering: { id: first.json<{ offering: { id: string } }>().offering.id, rate: 450 },
    });
  });

  it("lists the price as the current user's offerings (GET /client_api/user)", async () => {
    const flirt = await makeFlirt(t, admin);
    const me = async () =>
      (await t.inject({ method: 'GET', url: '/client_api/user', headers: flirt.headers })).json<{
        offerings: unknown[];
      }>().offerings;
    expect(await me()).toEqual([]);
    const saved = await setPrice(t, flirt, '7.50');
    expect(saved.statusCode).toBe(200);
    const { id } = saved.json<{ offering: { id: string } }>().offering;
    expect(await me()).toEqual([{ id, rate: 750 }]);
  });

  it('keeps the price between $3.99 and $50 with the spec messages, appending nothing', async () => {
    const flirt = await makeFlirt(t, admin);
    const refused: [string | number, string][] = [
      ['3.98', 'Minimum $3.99 USD'],
      ['0', 'Minimum $3.99 USD'],
      ['50.01', 'Maximum $50 USD'],
      ['999', 'Maximum $50 USD'],
      [4.999, 'Package rate should be from $3.99 to $50'],
      ['4.999', 'Please enter an amount in dollars, with up to 2 decimals.'],
      ['$5', 'Please enter an amount in dollars, with up to 2 decimals.'],
    ];
    for (const [rate, message] of refused) {
      const response = await t.inject({
        method: 'POST',
        url: '/client_api/subscriptions/offerings',
        headers: flirt.headers,
        payload: { rate },
      });
      expect({ rate, status: response.statusCode, body: response.json<unknown>() }).toEqual({
        rate,
        status: 400,
        body: { error: expect.objectContaining({ fields: { rate: message } }) },
      });
    }
    expect(await streamTypes(t, offeringStreamId(flirt.userId))).toEqual([]);
    expect((await setPrice(t, flirt, '3.99')).statusCode).toBe(200);
    expect((await setPrice(t, flirt, '50', true)).statusCode).toBe(200);
    expect((await settings(flirt)).json<OfferingSettings>()).toMatchObject({
      offering: { rate: 5000 },
    });
  });

  it('asks to confirm an increase, refuses an unchanged price, and takes a decrease at once', async () => {
    const flirt = await makeFlirt(t, admin);
    expect((await setPrice(t, flirt, '10')).statusCode).toBe(200);
    const unconfirmed = await setPrice(t, flirt, '12');
    expect(unconfirmed.statusCode).toBe(409);
    const confirm =
      'Raising your price asks your current subscribers to approve the new price before they renew. Please confirm the increase.';
    expect(unconfirmed.json()).toEqual({
      error: {
        code: 'confirm_price_increase',
        message: confirm,
        fields: { confirm_increase: confirm },
      },
    });
    const unchanged = await setPrice(t, flirt, '10.00', true);
    expect(unchanged.statusCode).toBe(400);
    expect(unchanged.json()).toMatchObject({
      error: { fields: { rate: 'Please enter a new price.' } },
    });
    expect((await settings(flirt)).json<OfferingSettings>()).toMatchObject({
      offering: { rate: 1000 },
    });
    expect((await setPrice(t, flirt, '12', true)).statusCode).toBe(200);
    expect((await setPrice(t, flirt, '8')).statusCode).toBe(200);
    expect((await settings(flirt)).json<OfferingSettings>()).toMatchObject({
      offering: { rate: 800 },
    });
  });

  it('is for Flirts only', async () => {
    const customer = await signUp(t);
    expect((await settings(customer)).statusCode).toBe(403);
    expect((await setPrice(t, customer, '9.99')).statusCode).toBe(403);
  });
});

describe('subscription price with recurring_package_tributes on', () => {
  it('says the plain subscription is not on sale', async () => {
    const t = await startTestApp();
    try {
      const flirt = await makeFlirt(t, await signInAdmin(t));
      const response = await t.inject({
        method: 'GET',
        url: '/client_api/subscriptions/offerings',
        headers: flirt.headers,
      });
      expect(response.json<OfferingSettings>()).toMatchObject({ offering: null, available: false });
    } finally {
      await t.close();
    }
  });
});
