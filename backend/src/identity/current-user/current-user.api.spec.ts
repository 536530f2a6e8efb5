import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chatListingIdOf, dollarsToCents } from '@flirtwire/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { v7 as uuidv7 } from 'uuid';
import { settle } from '../../test-support/content.js';
import { signUpFlirt, tip } from '../../test-support/customers.js';
import { payoutBody } from '../../test-support/finance.js';
import {
  grantRole,
  type SignedInUser,
  signInAdmin,
  signUp,
  visitor,
} from '../../test-support/identity.js';
import { makeFlirt } from '../../test-support/money.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { CurrentUserFields } from './current-user-fields.js';

describe('the current user (GET and PATCH /client_api/user)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** GET /client_api/user as `who`: the answer, after checking it is a 200. */
  const currentUser = async <T = Record<string, unknown>>(who: SignedInUser): Promise<T> => {
    const response = await t.inject({
      method: 'GET',
      url: '/client_api/user',
      headers: who.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  it('returns the spec 000 §3 and 002 §3 fields to the person themself', async () => {
    const ann = await signUp(t);
    expect(await currentUser(ann)).toEqual({
      id: ann.userId,
      login: ann.login,
      slug: ann.login.toLowerCase(),
      email: ann.email,
      roles: ['customer'],
      is_advisor: false,
      onboarding_complete: true,
      onboarding_step: null,
      canonical_iana_timezone: 'America/New_York',
      default_card: null,
      offerings: [],
      isChatEnabled: true,
      hasUnreadChatMessages: false,
      watermark_text: ann.login,
      signed_watermark_text: ann.login,
      available_balance: 0,
      affiliateUrl: null,
      pin: expect.stringMatching(/^\d{4}$/),
      record_name_path: null,
      voice_portal_phone_number: null,
      flirt_setup_step: null,
      id_verification_status: 'not_required',
    });
  });

  it("shows a Flirt's payable balance from the payout page's own source, a customer's 0", async () => {
    const flirt = await signUpFlirt(t);
    const customer = await signUp(t);
    await tip(t, flirt.userId, uuidv7(), 10_000);
    await tip(t, flirt.userId, uuidv7(), 5_000);
    const figures = async () => {
      await settle(t);
      const [me, payout] = await Promise.all(
        ['/client_api/user', '/client_api/account/payout_info'].map((url) =>
          t.inject({ method: 'GET', url, headers: flirt.headers }),
        ),
      );
      expect(me?.statusCode).toBe(200);
      expect(payout?.statusCode).toBe(200);
      return {
        available: me?.json<{ available_balance: number }>().available_balance,
        payable: payout?.json<{ data: { balances: { payable_cents: number } } }>().data.balances
          .payable_cents,
      };
    };
    // 15,000 in tips less the 30% platform fee.
    expect(await figures()).toEqual({ available: 10_500, payable: 10_500 });
    const saved = await t.inject({
      method: 'POST',
      url: '/client_api/account/payout_info',
      headers: flirt.headers,
      payload: payoutBody({ balance_to_keep: '25.00' }),
    });
    expect(saved.statusCode).toBe(200);
    expect(await figures()).toEqual({ available: 8_000, payable: 8_000 });
    const own = await t.inject({
      method: 'GET',
      url: '/client_api/user',
      headers: customer.headers,
    });
    expect(own.json()).toMatchObject({ available_balance: 0, offerings: [] });
  });

  it('says a Flirt chats once their chat listing is accepted, and gives their affiliate URL', async () => {
    const admin = await signInAdmin(t);
    const flirt = await makeFlirt(t, admin);
    const moderator = await signUp(t);
    await grantRole(t, admin, moderator.userId, 'moderator');
    const me = async () => {
      await settle(t);
      return currentUser<{ isChatEnabled: boolean; affiliateUrl: string | null }>(flirt);
    };
    const { publicUrl } = t.app.get<AppConfig>(APP_CONFIG);
    expect(await me()).toEqual(
      expect.objectContaining({
        isChatEnabled: false,
        affiliateUrl: `${publicUrl}/${flirt.login}`,
      }),
    );
    const opened = await t.inject({
      method: 'POST',
      url: '/client_api/listings/chat',
      headers: flirt.headers,
    });
    expect(opened.statusCode).toBeLessThan(300);
    // Pending review: not chatting yet.
    expect((await me()).isChatEnabled).toBe(false);
    const accepted = await t.inject({
      method: 'POST',
      url: `/client_api/moderation/listings/${chatListingIdOf(flirt.userId)}/decision`,
      headers: moderator.headers,
      payload: { decision: 'accept' },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await me()).isChatEnabled).toBe(true);
  });

  it('answers a visitor 204 with no body: signed out is a normal state, not an error', async () => {
    const response = await t.inject({ method: 'GET', url: '/client_api/user' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    // Changing the profile still needs a session.
    const visitorHeaders = (await visitor(t)).headers;
    const patch = await t.inject({
      method: 'PATCH',
      url: '/client_api/user',
      payload: { watermark_text: 'x' },
      headers: visitorHeaders,
    });
    expect(patch.statusCode).toBe(401);
  });

  it('merges the fields other modules contribute, and leaves out one that fails', async () => {
    const fields = t.app.get(CurrentUserFields);
    fields.register('money-flows', (userId) =>
      Promise.resolve({
        available_balance: dollarsToCents(userId.length),
        offerings: [{ id: 'o1', rate: 1499 }],
      }),
    );
    fields.register('chat', () => Promise.reject(new Error('chat is down')));
    const ann = await signUp(t);
    expect(await currentUser(ann)).toMatchObject({
      available_balance: 3600,
      offerings: [{ id: 'o1', rate: 1499 }],
      // The customer's value stands when a contribution fails.
      isChatEnabled: true,
    });
    expect(t.logs.some((line) => line.includes('current-user field failed'))).toBe(true);
  });

  it('changes the time zone, watermark and PIN', async () => {
    const ann = await signUp(t);
    const response = await t.inject({
      method: 'PATCH',
      url: '/client_api/user',
      headers: ann.headers,
      payload: {
        canonical_iana_timezone: 'America/Toronto',
        watermark_text: 'ann.example',
        pin: '0042',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      canonical_iana_timezone: 'America/Toronto',
      watermark_text: 'ann.example',
      pin: '0042',
    });
    const bad = await t.inject({
      method: 'PATCH',
      url: '/client_api/user',
      headers: ann.headers,
      payload: { canonical_iana_timezone: 'Mars/Olympus', pin: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: {
        fields: {
          canonical_iana_timezone: 'Please choose a valid time zone.',
          pin: 'Your PIN must be 4 digits.',
        },
      },
    });
    const long = await t.inject({
      method: 'PATCH',
      url: '/client_api/user',
      headers: ann.headers,
      payload: { watermark_text: 'w'.repeat(61) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      error: { fields: { watermark_text: 'Your watermark can be at most 60 characters.' } },
    });
    const unchanged = await t.inject({
      method: 'GET',
      url: '/client_api/user',
      headers: ann.headers,
    });
    expect(unchanged.json()).toMatchObject({ watermark_text: 'ann.example', pin: '0042' });
  });
});
