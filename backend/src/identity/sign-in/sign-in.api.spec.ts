import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TEST_CAPTCHA_TOKEN } from '@flirtwire/contracts';
import { ManualClock } from '../../test-support/clock.js';
import {
  addCard,
  addVerifiedPhone,
  type SignedInUser,
  signInAdmin,
  signUp,
  uniquePhone,
  visitor,
} from '../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

const SIGN_IN_FAILED =
  'The Member Name or email address and password you entered do not match our records.';

describe('sign-in (POST /client_api/login)', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-03-15T12:00:00.000Z');
  let ann: SignedInUser;
  let ip = 1;
  /** Each test signs in from its own address, so per-ip limits of one test never touch another. */
  const nextIp = () => `10.0.0.${++ip}`;
  const login = async (payload: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
    t.inject({
      method: 'POST',
      url: '/client_api/login',
      headers: (await visitor(t)).headers,
      remoteAddress,
      payload,
    });

  beforeAll(async () => {
    t = await startTestApp({ clock });
    ann = await signUp(t);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('type web', () => {
    it('signs in with the Member Name or the email address, in any case', async () => {
      for (const name of [ann.login, ann.login.toUpperCase(), ann.email, ann.email.toUpperCase()]) {
        const response = await login(
          { type: 'web', login: name, password: ann.password },
          nextIp(),
        );
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          redirectTo: '/',
          user: { id: ann.userId, login: ann.login },
        });
      }
    });

    it('sends the person to return_to, return_url or redirectTo when they are our own paths', async () => {
      const to = async (additionalParams: Record<string, string>) =>
        (
          await login(
            { type: 'web', login: ann.login, password: ann.password, additionalParams },
            nextIp(),
          )
        ).json<{ redirectTo: string }>().redirectTo;
      expect(await to({ return_to: '/feed/home' })).toBe('/feed/home');
      expect(await to({ return_url: '/ann?listing_id=3' })).toBe('/ann?listing_id=3');
      expect(await to({ redirectTo: '/account' })).toBe('/account');
      expect(await to({ return_url: 'https://evil.example/' })).toBe('/');
      expect(await to({ return_to: '//evil.example' })).toBe('/');
    });

    it('sends a Flirt who has not finished setting up back to the wizard', async () => {
      const flirt = await signUp(t, { flirtSignup: true });
      const response = await login(
        {
          type: 'web',
          login: flirt.login,
          password: flirt.password,
          additionalParams: { return_to: '/feed' },
        },
        nextIp(),
      );
      expect(response.json()).toMatchObject({ redirectTo: '/advisor_signup/account_setup' });
    });

    it('gives the same answer for a wrong password and an unknown login', async () => {
      for (const payload of [
        { type: 'web', login: ann.login, password: 'wrong password' },
        { type: 'web', login: 'nobody_here', password: 'whatever1' },
        { type: 'web', login: 'nobody@example.com', password: 'whatever1' },
      ]) {
        const response = await login(payload, nextIp());
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          error: { code: 'sign_in_failed', message: SIGN_IN_FAILED },
        });
        expect(String(response.headers['set-cookie'] ?? '')).not.toContain('fw_session=');
      }
    });

    it('names the missing fields', async () => {
      const response = await login({ type: 'web' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          fields: {
            login: 'Please enter your Member Name or email address.',
            password: 'Please enter your password.',
          },
        },
      });
      const noType = await login({ login: 'x', password: 'y' });
      expect(noType.json()).toMatchObject({
        error: { fields: { type: 'Please choose how to sign in.' } },
      });
    });

    it('asks for a captcha after 3 failures, and refuses the 6th failure within a minute with 429', async () => {
      const address = nextIp();
      const eve = await signUp(t);
      const wrong = { type: 'web', login: eve.login, password: 'wrong password' };
      const config = async () =>
        (
          await t.inject({
            method: 'GET',
            url: `/client_api/login/config?type=web&login=${eve.login}`,
            remoteAddress: address,
          })
        ).json<{ show_captcha: boolean }>();
      expect(await config()).toMatchObject({ show_captcha: false, recaptcha_enabled: true });
      for (let i = 0; i < 3; i++) expect((await login(wrong, address)).statusCode).toBe(401);
      expect(await config()).toMatchObject({
        show_captcha: true,
        recaptcha_site_key: 'test-site-key',
        prompt: 'Please sign in using your Member Name or email address and password.',
      });
      const noCaptcha = await login(wrong, address);
      expect(noCaptcha.statusCode).toBe(400);
      expect(noCaptcha.json()).toMatchObject({
        error: {
          code: 'captcha_failed',
          message: 'There was an error with the reCAPTCHA. Please try again.',
        },
      });
      const withCaptcha = {
        ...wrong,
        additionalParams: { 'g-recaptcha-response': TEST_CAPTCHA_TOKEN },
      };
      expect((await login(withCaptcha, address)).statusCode).toBe(401);
      expect((await login(withCaptcha, address)).statusCode).toBe(401);
      const sixth = await login(withCaptcha, address);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({
        error: {
          code: 'too_many_attempts',
          message: 'Too many failed sign-in attempts. Please wait a minute and try again.',
        },
      });
      // The right password does not get through either, from another address: the login is limited too.
      const right = {
        type: 'web',
        login: eve.login,
        password: eve.password,
        additionalParams: withCaptcha.additionalParams,
      };
      expect((await login(right, nextIp())).statusCode).toBe(429);
      clock.advance(61_000);
      expect((await login(right, address)).statusCode).toBe(200);
    });

    it('refuses an inactive account with the spec message, after checking the password', async () => {
      const bob = await signUp(t);
      const admin = await signInAdmin(t);
      await t.inject({
        method: 'POST',
        url: `/client_api/admin/users/${bob.userId}/deactivate`,
        headers: admin.headers,
        payload: {},
      });
      const response = await login(
        { type: 'web', login: bob.login, password: bob.password },
        nextIp(),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: {
          code: 'account_inactive',
          message: 'Sorry, but your account is inactive. Please contact the administrator.',
        },
      });
      const wrong = await login(
        { type: 'web', login: bob.login, password: 'not it at all' },
        nextIp(),
      );
      expect(wrong.statusCode).toBe(401);
    });
  });

  describe('type phone', () => {
    let carol: SignedInUser;
    let phone: string;
    let pin: string;
    beforeAll(async () => {
      carol = await signUp(t);
      phone = uniquePhone();
      await addVerifiedPhone(t, carol, phone);
      const me = await t.inject({ method: 'GET', url: '/client_api/user', headers: carol.headers });
      pin = me.json<{ pin: string }>().pin;
    });

    it('signs in with a verified US/CA number and the PIN', async () => {
      expect(pin).toMatch(/^\d{4}$/);
      const response = await login(
        { type: 'phone', digits: phone.replace(/\D/g, ''), password: pin },
        nextIp(),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ user: { id: carol.userId } });
    });

    it('refuses a wrong PIN or an unknown number with one message', async () => {
      const wrongPin = String((Number(pin) + 1) % 10_000).padStart(4, '0');
      for (const payload of [
        { type: 'phone', digits: phone, password: wrongPin },
        { type: 'phone', digits: '(416) 555-0000', password: pin },
      ]) {
        const response = await login(payload, nextIp());
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          error: {
            code: 'sign_in_failed',
            message: 'The phone number and PIN you entered do not match our records.',
          },
        });
      }
    });

    it('needs a US or CA number and a PIN of at most 4 digits', async () => {
      const response = await login({
        type: 'phone',
        digits: '+44 20 7946 0958',
        password: '12345',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          fields: {
            digits: 'Please enter a valid US or Canadian phone number.',
            password: 'Please enter your PIN (up to 4 digits).',
          },
        },
      });
      expect(
        (await login({ type: 'phone', digits: phone, password: 'abcd' })).json(),
      ).toMatchObject({
        error: { fields: { password: 'Please enter your PIN (up to 4 digits).' } },
      });
    });
  });

  describe('type forgot_pin', () => {
    let dave: SignedInUser;
    let phoneDigits: string;
    const captcha = { 'g-recaptcha-response': TEST_CAPTCHA_TOKEN };
    beforeAll(async () => {
      dave = await signUp(t);
      const phone = uniquePhone();
      phoneDigits = phone.replace(/\D/g, '');
      await addVerifiedPhone(t, dave, phone);
      await addCard(t, dave, '4242424242424242', '94107');
    });

    it('signs in with the phone, the last 6 card digits and the billing zip, and shows where the PIN is', async () => {
      const response = await login(
        {
          type: 'forgot_pin',
          digits: phoneDigits,
          cc_last_6: '424242',
          billing_zip: '94107',
          additionalParams: captcha,
        },
        nextIp(),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        redirectTo: '/account',
        user: { id: dave.userId, login: dave.login },
      });
    });

    it('needs the captcha, with the forgot-PIN message', async () => {
      const response = await login(
        { type: 'forgot_pin', digits: phoneDigits, cc_last_6: '424242', billing_zip: '94107' },
        nextIp(),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { message: 'reCAPTCHA verification failed. Please reload the page to try again.' },
      });
    });

    it('checks the fields: digits only, 6 card digits, a zip', async () => {
      const response = await login({
        type: 'forgot_pin',
        digits: '(212) 555',
        cc_last_6: '42',
        billing_zip: '',
      });
      expect(response.json()).toMatchObject({
        error: {
          fields: {
            digits: 'Please enter a valid US or Canadian phone number.',
            cc_last_6: 'Please enter the last 6 digits of your credit card.',
            billing_zip: 'Please enter your billing zip code.',
          },
        },
      });
    });

    it('refuses wrong proof, and the 6th failure in a minute gets 429', async () => {
      const address = nextIp();
      const wrong = {
        type: 'forgot_pin',
        digits: phoneDigits,
        cc_last_6: '999999',
        billing_zip: '94107',
        additionalParams: captcha,
      };
      for (let i = 0; i < 5; i++) {
        const response = await login(wrong, address);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ error: { code: 'pin_recovery_failed' } });
      }
      const wrongZip = await login(
        { ...wrong, cc_last_6: '424242', billing_zip: '10001' },
        address,
      );
      expect(wrongZip.statusCode).toBe(429);
      expect(wrongZip.json()).toEqual({
        error: {
          code: 'too_many_attempts',
          message: 'Too many PIN recovery attempts. Please wait a minute and try again.',
        },
      });
      clock.advance(61_000);
    });
  });
});
