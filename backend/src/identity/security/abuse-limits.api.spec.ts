import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TEST_CAPTCHA_TOKEN } from '@flirtwire/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { ManualClock } from '../../test-support/clock.js';
import {
  addVerifiedPhone,
  type SignedInUser,
  signUp,
  uniqueLogin,
  uniquePhone,
  visitor,
} from '../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

/** Issue 17 (S3, S4, S5, S7): the abuse limits hold against forged headers, resends and retries. */
describe('abuse limits', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-03-15T12:00:00.000Z');
  let ip = 1;
  const nextIp = () => `10.7.0.${++ip}`;
  const captcha = { 'g-recaptcha-response': TEST_CAPTCHA_TOKEN };
  const post = async (
    url: string,
    payload: Record<string, unknown>,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) =>
    t.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      headers: { ...(await visitor(t)).headers, ...headers },
    });

  beforeAll(async () => {
    t = await startTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('without TRUST_PROXY, X-Forwarded-For names nobody (S3)', () => {
    it('keeps counting failed sign-ins per socket address when the header rotates', async () => {
      const address = nextIp();
      const attempt = (i: number) =>
        post(
          '/client_api/login',
          {
            type: 'web',
            login: uniqueLogin('ghost'),
            password: 'wrong password',
            additionalParams: captcha,
          },
          address,
          { 'x-forwarded-for': `203.0.113.${i}` },
        );
      for (let i = 0; i < 5; i++) expect((await attempt(i)).statusCode).toBe(401);
      const sixth = await attempt(5);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ error: { code: 'too_many_attempts' } });
      clock.advance(61_000);
    });

    it('keeps counting password reset requests per socket address when the header rotates', async () => {
      const address = nextIp();
      const request = (i: number) =>
        post(
          '/client_api/password_reset',
          { email: `rotating${i}@example.com`, ...captcha },
          address,
          { 'x-forwarded-for': `198.51.100.${i}, 192.0.2.1` },
        );
      for (let i = 0; i < 5; i++) expect((await request(i)).statusCode).toBe(200);
      const sixth = await request(5);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({
        error: {
          code: 'too_many_attempts',
          message: 'Too many password reset requests. Please wait 15 minutes and try again.',
        },
      });
    });
  });

  describe('phone PIN sign-in (S5)', () => {
    let carol: SignedInUser;
    let digits: string;
    let pin: string;
    let wrongPin: string;
    const signIn = (password: string, address: string, withCaptcha = true) =>
      post(
        '/client_api/login',
        { type: 'phone', digits, password, ...(withCaptcha ? { additionalParams: captcha } : {}) },
        address,
      );
    beforeAll(async () => {
      carol = await signUp(t);
      const phone = uniquePhone();
      digits = phone.replace(/\D/g, '');
      await addVerifiedPhone(t, carol, phone);
      const me = await t.inject({ method: 'GET', url: '/client_api/user', headers: carol.headers });
      pin = me.json<{ pin: string }>().pin;
      wrongPin = String((Number(pin) + 1) % 10_000).padStart(4, '0');
    });

    it('asks for a captcha after 3 wrong PINs, then locks the phone out with doubling waits', async () => {
      const address = nextIp();
      for (let i = 0; i < 3; i++) {
        expect((await signIn(wrongPin, address, false)).statusCode).toBe(401);
      }
      const noCaptcha = await signIn(wrongPin, address, false);
      expect(noCaptcha.statusCode).toBe(400);
      expect(noCaptcha.json()).toMatchObject({
        error: {
          code: 'captcha_failed',
          message: 'There was an error with the reCAPTCHA. Please try again.',
          fields: {
            'g-recaptcha-response': 'There was an error with the reCAPTCHA. Please try again.',
          },
        },
      });
      expect((await signIn(wrongPin, address)).statusCode).toBe(401);
      expect((await signIn(wrongPin, address)).statusCode).toBe(401);
      // Five wrong PINs: even the right one waits a minute, from any address.
      const locked = await signIn(pin, nextIp());
      expect(locked.statusCode).toBe(429);
      const oneMinute = 'Too many wrong PINs. Please wait 1 minute and try again.';
      expect(locked.json()).toEqual({
        error: { code: 'too_many_attempts', message: oneMinute, fields: { password: oneMinute } },
      });
      clock.advance(61_000);
      expect((await signIn(wrongPin, address)).statusCode).toBe(401);
      const doubled = await signIn(pin, address);
      expect(doubled.statusCode).toBe(429);
      expect(doubled.json()).toMatchObject({
        error: { message: 'Too many wrong PINs. Please wait 2 minutes and try again.' },
      });
      clock.advance(61_000);
      expect((await signIn(pin, address)).statusCode).toBe(429);
      clock.advance(60_000);
      const right = await signIn(pin, address);
      expect(right.statusCode).toBe(200);
      expect(right.json()).toMatchObject({ user: { id: carol.userId } });
      // Signing in clears the phone's count: the next wrong PIN is a fresh start.
      expect((await signIn(wrongPin, nextIp())).statusCode).toBe(401);
    });

    it('locks a source out across phones', async () => {
      const address = nextIp();
      const guess = (phoneDigits: string) =>
        post(
          '/client_api/login',
          { type: 'phone', digits: phoneDigits, password: '0000', additionalParams: captcha },
          address,
        );
      for (let i = 0; i < 10; i++) {
        expect((await guess(uniquePhone().replace(/\D/g, ''))).statusCode).toBe(401);
      }
      const eleventh = await guess(uniquePhone().replace(/\D/g, ''));
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json()).toMatchObject({
        error: { message: 'Too many wrong PINs. Please wait 1 minute and try again.' },
      });
      clock.advance(24 * 60 * 60_000);
      expect((await guess(uniquePhone().replace(/\D/g, ''))).statusCode).toBe(401);
    });
  });

  describe('phone verification codes (S7)', () => {
    let dan: SignedInUser;
    let phoneId: string;
    const sendCode = () =>
      t.inject({
        method: 'POST',
        url: `/client_api/phone/${phoneId}/phone_verifications`,
        headers: dan.headers,
      });
    const confirm = (code: string) =>
      t.inject({
        method: 'PATCH',
        url: `/client_api/phone/${phoneId}/phone_verifications/${code}`,
        headers: dan.headers,
      });
    const codeOf = (response: LightMyRequestResponse) =>
      response.json<{ development_code: string }>().development_code;
    const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    beforeAll(async () => {
      dan = await signUp(t);
      const added = await t.inject({
        method: 'POST',
        url: '/client_api/phone',
        headers: dan.headers,
        payload: { phone_number: uniquePhone() },
      });
      phoneId = added.json<{ phone: { id: string } }>().phone.id;
    });

    it('limits resends with doubling waits and a clear 429', async () => {
      for (let i = 0; i < 3; i++) expect((await sendCode()).statusCode).toBe(201);
      const fourth = await sendCode();
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toEqual({
        error: {
          code: 'too_many_codes',
          message:
            'Too many verification codes were requested. Please wait 1 minute before asking for another.',
        },
      });
      clock.advance(61_000);
      expect((await sendCode()).statusCode).toBe(201);
      const again = await sendCode();
      expect(again.statusCode).toBe(429);
      expect(again.json()).toMatchObject({
        error: { message: expect.stringContaining('Please wait 2 minutes') },
      });
    });

    it('counts wrong codes per phone across resends', async () => {
      clock.advance(5 * 60_000);
      const first = codeOf(await sendCode());
      for (let i = 0; i < 3; i++) expect((await confirm(wrongFor(first))).statusCode).toBe(422);
      clock.advance(10 * 60_000);
      const second = codeOf(await sendCode());
      for (let i = 0; i < 2; i++) expect((await confirm(wrongFor(second))).statusCode).toBe(422);
      // A new code brings no new guesses: five wrong ones lock the phone out a while.
      const locked = await confirm(second);
      expect(locked.statusCode).toBe(429);
      const message = 'Too many wrong verification codes. Please wait 1 minute and try again.';
      expect(locked.json()).toEqual({
        error: { code: 'too_many_attempts', message, fields: { code: message } },
      });
      clock.advance(61_000);
      const confirmed = await confirm(second);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ verified: true });
    });
  });

  describe('sign-up answers (S4)', () => {
    it('lets a source hear "taken" only a few times', async () => {
      const ann = await signUp(t);
      const address = nextIp();
      const attempt = (email: string) =>
        post(
          '/client_api/user',
          {
            login: uniqueLogin('probe'),
            email,
            password: 'a long enough password',
            dateOfBirth: '01/15/1990',
            memberagmt: true,
            recaptcha_token: TEST_CAPTCHA_TOKEN,
          },
          address,
        );
      for (let i = 0; i < 5; i++) {
        const taken = await attempt(ann.email);
        expect(taken.statusCode).toBe(409);
        expect(taken.json()).toMatchObject({ error: { code: 'email_taken' } });
      }
      const sixth = await attempt(`${uniqueLogin('fresh')}@example.com`);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({
        error: {
          code: 'too_many_attempts',
          message: 'Too many sign-up attempts. Please wait 15 minutes and try again.',
        },
      });
      // Others are not held up, and the wait ends.
      await signUp(t, { remoteAddress: nextIp() });
      clock.advance(15 * 60_000);
      expect((await attempt(`${uniqueLogin('fresh')}@example.com`)).statusCode).toBe(201);
    });
  });
});

describe('abuse limits behind a configured proxy (S3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '10.8.0.1, 192.168.0.0/16' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const captcha = { 'g-recaptcha-response': TEST_CAPTCHA_TOKEN };
  const attempt = async (remoteAddress: string, client: string) =>
    t.inject({
      method: 'POST',
      url: '/client_api/password_reset',
      remoteAddress,
      headers: { ...(await visitor(t)).headers, 'x-forwarded-for': client },
      payload: { email: `${uniqueLogin('proxied')}@example.com`, ...captcha },
    });

  it('counts per client the trusted proxy names, and per socket for anyone else', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await attempt('10.8.0.1', `203.0.113.${i}`)).statusCode).toBe(200);
    }
    for (let i = 0; i < 5; i++) {
      expect((await attempt('10.9.0.1', `203.0.113.${i}`)).statusCode).toBe(200);
    }
    expect((await attempt('10.9.0.1', '203.0.113.99')).statusCode).toBe(429);
  });
});
