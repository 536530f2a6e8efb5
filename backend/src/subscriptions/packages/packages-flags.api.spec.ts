import { describe, expect, it } from '@jest/globals';
import { packageErrorSection } from '@flirtwire/contracts';
import { signInAdmin } from '../../test-support/identity.js';
import { caughtUp, FLAGS_WITHOUT_PACKAGES, makeFlirt } from '../../test-support/money.js';
import { startTestApp } from '../../test-support/test-app.js';

// Packages under other feature flags: each suite starts an app of its own with its flags.

describe('packages with recurring_package_tributes off', () => {
  it('cost at most $50', async () => {
    const t = await startTestApp({ env: { FEATURE_FLAGS: FLAGS_WITHOUT_PACKAGES } });
    const flirt = await makeFlirt(t, await signInAdmin(t));
    const post = (rate: string) =>
      t.inject({
        method: 'POST',
        url: '/client_api/packages',
        headers: flirt.headers,
        payload: { rate, feedAccess: true },
      });
    const tooMuch = await post('50.01');
    expect(tooMuch.json()).toMatchObject({ error: { fields: { rate: 'Maximum $50 USD' } } });
    expect((await post('50')).statusCode).toBe(201);
    await caughtUp(t);
    const screen = await t.inject({
      method: 'GET',
      url: '/client_api/package_management',
      headers: flirt.headers,
    });
    // The form reads the ceiling in force from Manage Packages.
    expect(screen.json()).toMatchObject({ max_rate: 5000 });
    await t.close();
  });
});

describe('packages with free_chat_volleys off', () => {
  it('refuse the volley perk on its own field and section, and take the others', async () => {
    const t = await startTestApp({
      env: { FEATURE_FLAGS: 'recurring_package_tributes,add_card_money,new_cards,PAYOUT_21803' },
    });
    try {
      const flirt = await makeFlirt(t, await signInAdmin(t));
      const post = (payload: Record<string, unknown>) =>
        t.inject({ method: 'POST', url: '/client_api/packages', headers: flirt.headers, payload });
      const volleys = await post({ freeVolleys: true });
      expect(volleys.statusCode).toBe(400);
      const error = volleys.json<{ error: { fields: Record<string, string> } }>().error;
      expect(error.fields).toEqual({
        freeVolleys: 'Free chat volleys need chat to be enabled on your account.',
      });
      expect(Object.keys(error.fields).map(packageErrorSection)).toEqual(['volley_perk']);
      const calls = await post({ freeMinutes: true, callsPerPeriodAmount: 31 });
      expect(
        Object.keys(calls.json<{ error: { fields: Record<string, string> } }>().error.fields).map(
          packageErrorSection,
        ),
      ).toEqual(['call_perk']);
      expect((await post({ freeMinutes: true })).statusCode).toBe(201);
      await caughtUp(t);
      const screen = await t.inject({
        method: 'GET',
        url: '/client_api/package_management',
        headers: flirt.headers,
      });
      expect(screen.json()).toMatchObject({ volleys_available: false });
    } finally {
      await t.close();
    }
  });
});
