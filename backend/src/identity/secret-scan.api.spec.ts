import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { formatUsCaPhone, TEST_CAPTCHA_TOKEN } from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { SANDBOX_TEST_CARDS } from '../infrastructure/payments/sandbox/sandbox-test-cards.js';
import { cardNumbersIn } from '../test-support/card-scan.js';
import {
  addCard,
  addVerifiedPhone,
  grantRole,
  lastResetLink,
  lastVerifyLink,
  signIn,
  signInAdmin,
  signUp,
  tokenizeCard,
  visitor,
} from '../test-support/identity.js';
import { makeFlirt } from '../test-support/money.js';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../test-support/test-app.js';

describe('no password, token secret, card number or clear personal data in events or logs', () => {
  let t: TestApp;
  let store: EventStore;
  const secrets = {
    passwords: [TEST_ADMIN_PASSWORD] as string[],
    tokens: [] as string[],
    emails: [] as string[],
    datesOfBirth: [] as string[],
    phones: [] as string[],
  };

  beforeAll(async () => {
    t = await startTestApp();
    store = t.app.get(EVENT_STORE);
    const admin = await signInAdmin(t);
    secrets.tokens.push(admin.token, admin.csrf);
    secrets.emails.push(t.config.admin.email);

    // Sign-ups, a Flirt, sign-ins (good and bad), roles.
    const ann = await signUp(t, { dateOfBirth: '07/04/1985', password: 'ann-secret-password-1' });
    const flirt = await signUp(t, {
      flirtSignup: true,
      dateOfBirth: '11/23/1979',
      password: 'flirt-secret-pass-2',
    });
    secrets.passwords.push(ann.password, flirt.password);
    secrets.datesOfBirth.push('07/04/1985', '11/23/1979');
    secrets.emails.push(ann.email, flirt.email);
    secrets.tokens.push(ann.token, flirt.token);
    const again = await signIn(t, ann.login, ann.password);
    secrets.tokens.push(again.token);
    await expect(signIn(t, ann.login, 'wrong-secret-password-3')).rejects.toThrow('401');
    secrets.passwords.push('wrong-secret-password-3');
    await grantRole(t, admin, ann.userId, 'finance');

    // Phones and their codes, cards (every documented test card), PIN recovery.
    for (const [user, number] of [
      [again, '(303) 555-0187'],
      [flirt, '(416) 555-0133'],
    ] as const) {
      await addVerifiedPhone(t, user, number);
      secrets.phones.push(
        number.replace(/\D/g, ''),
        `+1${number.replace(/\D/g, '')}`,
        formatUsCaPhone(`+1${number.replace(/\D/g, '')}`),
      );
    }
    for (const [name, number] of Object.entries(SANDBOX_TEST_CARDS)) {
      if (name === 'decline') {
        // Declined when it is added: refused, and its number still never lands anywhere.
        const refused = await t.inject({
          method: 'POST',
          url: '/client_api/cards',
          headers: again.headers,
          payload: { token: await tokenizeCard(t, number, '80202') },
        });
        expect(refused.statusCode).toBe(422);
      } else await addCard(t, again, number, '80202');
    }
    const pinRecovery = await t.inject({
      method: 'POST',
      url: '/client_api/login',
      headers: (await visitor(t)).headers,
      payload: {
        type: 'forgot_pin',
        digits: '3035550187',
        cc_last_6: '424242',
        billing_zip: '80202',
        additionalParams: { 'g-recaptcha-response': TEST_CAPTCHA_TOKEN },
      },
    });
    expect(pinRecovery.statusCode).toBe(200);

    // Password reset with card verification, then a new password.
    await t.inject({
      method: 'POST',
      url: '/client_api/password_reset',
      headers: (await visitor(t)).headers,
      payload: { email: ann.email, 'g-recaptcha-response': TEST_CAPTCHA_TOKEN },
    });
    // The verification step's link comes by mail (the answer is the same for every address).
    const { id } = lastVerifyLink(t, ann.email);
    await t.inject({
      method: 'POST',
      url: '/client_api/verify_account',
      headers: (await visitor(t)).headers,
      payload: { id, type: 'card', data: '42424242' },
    });
    const link = lastResetLink(t, ann.email);
    secrets.tokens.push(link.token);
    // Opening the link puts the token in a URL, which the request log must not keep.
    const opened = await t.inject({
      method: 'GET',
      url: `/client_api/password_reset?id=${encodeURIComponent(link.id)}&token=${encodeURIComponent(link.token)}`,
      headers: (await visitor(t)).headers,
    });
    expect(opened.statusCode).toBe(200);
    const newPassword = 'brand-new-secret-password-4';
    secrets.passwords.push(newPassword);
    const reset = await t.inject({
      method: 'PATCH',
      url: '/client_api/password_reset',
      headers: (await visitor(t)).headers,
      payload: {
        ...link,
        user: { password: newPassword, password_confirmation: newPassword },
        captcha: TEST_CAPTCHA_TOKEN,
      },
    });
    expect(reset.statusCode).toBe(200);
    const afterReset = await signIn(t, ann.login, newPassword);
    secrets.tokens.push(afterReset.token);

    // Money through the cards on file: a subscription, a tip and a recurring tribute.
    const seller = await makeFlirt(t, admin);
    secrets.emails.push(seller.email);
    secrets.passwords.push(seller.password);
    secrets.tokens.push(seller.token);
    const created = await t.inject({
      method: 'POST',
      url: '/client_api/packages',
      headers: seller.headers,
      payload: { feedAccess: true, rate: '9.99' },
    });
    expect(created.statusCode).toBe(201);
    const packageId = created.json<{ package: { id: string } }>().package.id;
    for (const request of [
      { url: '/client_api/package_subscriptions', payload: { package_id: packageId } },
      { url: '/client_api/bonuses', payload: { amount_text: '12.34', advisor_id: seller.userId } },
      {
        url: '/client_api/recurring_tributes/monetary_tributes',
        payload: { advisor_id: seller.userId, rate: '5' },
      },
    ]) {
      const paid = await t.inject({ method: 'POST', headers: afterReset.headers, ...request });
      expect({ url: request.url, status: paid.statusCode }).toEqual({
        url: request.url,
        status: paid.statusCode < 300 ? paid.statusCode : 'a 2xx',
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  /** The secrets the flows typed in that stand in `text`, whatever their case. */
  const secretsIn = (text: string) =>
    [
      ...secrets.passwords,
      ...secrets.tokens,
      ...secrets.emails,
      ...secrets.datesOfBirth,
      ...secrets.phones,
    ].filter((secret) => text.toLowerCase().includes(secret.toLowerCase()));

  it('finds none of them in any event (data and metadata), after real flows ran', async () => {
    const events = await store.readAll({ maxCount: 10_000 });
    expect(events.length).toBeGreaterThan(25);
    const text = JSON.stringify(events);
    expect(secretsIn(text)).toEqual([]);
    expect(cardNumbersIn(text)).toEqual([]);
    expect(text).toContain('"last4":"4242"');
  });

  it('finds none of them in the logs', () => {
    const text = t.logs.join('\n');
    expect(t.logs.length).toBeGreaterThan(20);
    expect(secretsIn(text)).toEqual([]);
    expect(cardNumbersIn(text)).toEqual([]);
  });

  it('recognises a card number when one is there (the scan itself works)', () => {
    expect(cardNumbersIn(`{"n":"${SANDBOX_TEST_CARDS.approve}"}`)).toEqual([
      SANDBOX_TEST_CARDS.approve,
    ]);
    expect(cardNumbersIn('card 4000 0000 0000 0002 declined')).toEqual(['4000000000000002']);
    expect(cardNumbersIn('card 4000-0000-0000-0002.')).toEqual(['4000000000000002']);
    expect(cardNumbersIn('hash a4242424242424242b, "responseTime":2.4242424242424242')).toEqual([]);
    // A version-7 UUID whose middle groups are all digits (Luhn-valid as 9942744382593) is an id.
    expect(cardNumbersIn('"id":"019ae5f2-9942-7443-8259-3a6f0c2d4e1b"')).toEqual([]);
    expect(cardNumbersIn('"sortKey":"0004242424242424242"')).toEqual([]);
  });
});
