import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TEST_CAPTCHA_TOKEN } from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { ManualClock } from '../../test-support/clock.js';
import {
  addCard,
  lastResetLink,
  lastVerifyLink,
  type SignedInUser,
  sentMail,
  signInAdmin,
  signUp,
  visitor,
} from '../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { PayerIdVerification } from '../ports/payer-id-verification.js';

const EXPIRED =
  'Sorry, but your request has been expired. Please request your password once again.';
const INACTIVE = 'Sorry, but your account is inactive. Please contact the administrator.';

describe('password reset and verify account', () => {
  let t: TestApp;
  const clock = new ManualClock('2026-03-15T12:00:00.000Z');
  let ip = 1;
  const nextIp = () => `10.1.0.${++ip}`;
  const send = async (
    method: 'POST' | 'PATCH',
    url: string,
    payload: Record<string, unknown>,
    remoteAddress = nextIp(),
  ) => t.inject({ method, url, payload, remoteAddress, headers: (await visitor(t)).headers });
  const requestReset = (email: string, remoteAddress?: string) =>
    send(
      'POST',
      '/client_api/password_reset',
      { email, 'g-recaptcha-response': TEST_CAPTCHA_TOKEN },
      remoteAddress,
    );
  const newPassword = (
    link: { id: string; token: string },
    password: string,
    confirmation = password,
  ) =>
    send('PATCH', '/client_api/password_reset', {
      ...link,
      user: { password, password_confirmation: confirmation },
      captcha: TEST_CAPTCHA_TOKEN,
    });
  const signInWith = async (user: SignedInUser, password: string) =>
    (await send('POST', '/client_api/login', { type: 'web', login: user.login, password }))
      .statusCode;

  beforeAll(async () => {
    t = await startTestApp({ clock });
  });
  afterAll(async () => {
    await t.close();
  });

  it('mails a single-use link when no check is needed, then takes the new password', async () => {
    const ann = await signUp(t);
    const response = await requestReset(ann.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      redirectTo: 'reset_password_complete',
      id: null,
      message: null,
    });
    const link = lastResetLink(t, ann.email);
    expect(link.id).not.toContain(ann.userId);
    expect(Buffer.from(link.id, 'base64url').toString('hex')).not.toContain(
      ann.userId.replaceAll('-', ''),
    );
    const check = await t.inject({
      method: 'GET',
      url: `/client_api/password_reset?id=${encodeURIComponent(link.id)}&token=${link.token}`,
    });
    expect(check.json()).toEqual({ valid: true, id: link.id });

    const done = await newPassword(link, 'a brand new password');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 'success', redirectTo: '/new_password/confirm' });
    expect(await signInWith(ann, ann.password)).toBe(401);
    expect(await signInWith(ann, 'a brand new password')).toBe(200);
    // Every session the person had ends with the reset.
    expect(
      (await t.inject({ method: 'GET', url: '/client_api/user', headers: ann.headers })).statusCode,
    ).toBe(204);

    const reused = await newPassword(link, 'yet another password');
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual({
      error: { code: 'reset_link_expired', message: EXPIRED },
      status: 'expired',
      redirectTo: '/forgot_password?status=expired',
    });
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const before = sentMail(t).length;
    const response = await requestReset('nobody-at-all@example.com');
    expect(response.json()).toEqual({
      redirectTo: 'reset_password_complete',
      id: null,
      message: null,
    });
    expect(sentMail(t)).toHaveLength(before);
  });

  it('refuses expired and forged links with the spec status message', async () => {
    const ann = await signUp(t);
    await requestReset(ann.email);
    const link = lastResetLink(t, ann.email);
    const forged = await newPassword(
      { id: link.id, token: 'x'.repeat(43) },
      'a brand new password',
    );
    expect(forged.statusCode).toBe(410);
    expect(forged.json()).toMatchObject({
      error: { message: EXPIRED },
      redirectTo: '/forgot_password?status=expired',
    });
    const bogusId = await newPassword(
      { id: 'nonsense', token: link.token },
      'a brand new password',
    );
    expect(bogusId.statusCode).toBe(410);
    clock.advance(60 * 60_000);
    const late = await newPassword(link, 'a brand new password');
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ error: { code: 'reset_link_expired', message: EXPIRED } });
    const check = await t.inject({
      method: 'GET',
      url: `/client_api/password_reset?id=${encodeURIComponent(link.id)}&token=${link.token}`,
    });
    expect(check.statusCode).toBe(410);
    expect(check.json()).toMatchObject({
      status: 'expired',
      redirectTo: '/forgot_password?status=expired',
    });
  });

  it('checks the new password and its confirmation', async () => {
    const ann = await signUp(t);
    await requestReset(ann.email);
    const link = lastResetLink(t, ann.email);
    const mismatch = await newPassword(link, 'a brand new password', 'a different one');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      error: {
        fields: {
          'user.password_confirmation': 'The password confirmation does not match the password.',
        },
      },
    });
    const short = await newPassword(link, 'short');
    expect(short.json()).toMatchObject({
      error: { fields: { 'user.password': 'Your password must be at least 8 characters.' } },
    });
    const noCaptcha = await send('PATCH', '/client_api/password_reset', {
      ...link,
      user: { password: 'a brand new password', password_confirmation: 'a brand new password' },
    });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json()).toMatchObject({
      error: { message: 'There was an error with the reCAPTCHA. Please try again.' },
    });
    expect((await newPassword(link, 'a brand new password')).statusCode).toBe(200);
  });

  it('checks the email and the captcha of the request', async () => {
    for (const email of ['', 'ann', 'ann@example']) {
      const response = await send('POST', '/client_api/password_reset', {
        email,
        'g-recaptcha-response': TEST_CAPTCHA_TOKEN,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { fields: { email: 'Please enter a valid email address.' } },
      });
    }
    const noCaptcha = await send('POST', '/client_api/password_reset', {
      email: 'ann@example.com',
    });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json()).toMatchObject({
      error: {
        code: 'captcha_failed',
        message: 'There was an error with the reCAPTCHA. Please try again.',
      },
    });
    const recaptchaToken = await send('POST', '/client_api/password_reset', {
      email: 'ann@example.com',
      recaptcha_token: TEST_CAPTCHA_TOKEN,
    });
    expect(recaptchaToken.statusCode).toBe(200);
  });

  it('answers every address the same, and mails a cardholder the verification step', async () => {
    const plain = await signUp(t);
    const ann = await signUp(t);
    await addCard(t, ann, '4242424242424242');
    const answers = [];
    for (const email of [ann.email, plain.email, `nobody-${ann.login}@example.com`]) {
      const response = await requestReset(email);
      answers.push({ status: response.statusCode, body: response.json<unknown>() });
    }
    expect(answers).toEqual(
      Array(3).fill({
        status: 200,
        body: { redirectTo: 'reset_password_complete', id: null, message: null },
      }),
    );
    const mailed = lastVerifyLink(t, ann.email);
    expect(mailed.type).toBe('card');
    const annMail = sentMail(t).filter((mail) => mail.to === ann.email);
    expect(annMail.at(-1)?.text ?? '').not.toContain('new_password');
    expect(lastResetLink(t, plain.email).id).toEqual(expect.any(String));
  });

  it('asks a cardholder to verify the last 8 card digits before mailing the link', async () => {
    const ann = await signUp(t);
    await addCard(t, ann, '4242424242424242');
    const response = await requestReset(ann.email);
    expect(response.json()).toEqual({
      redirectTo: 'reset_password_complete',
      id: null,
      message: null,
    });
    const body = lastVerifyLink(t, ann.email);
    expect(body.type).toBe('card');
    // The id is opaque: it does not carry the account's id, in any form.
    const hexOf = (uuid: string) => uuid.replaceAll('-', '');
    for (const text of [body.id, Buffer.from(body.id, 'base64url').toString('hex')]) {
      expect(text).not.toContain(ann.userId);
      expect(text).not.toContain(hexOf(ann.userId));
    }
    const tampered = await send('POST', '/client_api/verify_account', {
      id: `${body.id.slice(0, -2)}${body.id.endsWith('AA') ? 'BA' : 'AA'}`,
      type: 'card',
      data: '42424242',
    });
    expect(tampered.statusCode).toBe(410);
    expect(tampered.json()).toMatchObject({ error: { code: 'reset_link_expired' } });
    const mailed = sentMail(t).length;

    const badFormat = await send('POST', '/client_api/verify_account', {
      id: body.id,
      type: 'card',
      data: '4242',
    });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json()).toMatchObject({
      error: { fields: { data: 'Please enter the last 8 digits of your credit card.' } },
    });
    const head = await t.app.get<EventStore>(EVENT_STORE).headPosition();
    const wrong = await send('POST', '/client_api/verify_account', {
      id: body.id,
      type: 'card',
      data: '11111111',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      error: {
        code: 'verification_mismatch',
        message: 'The information you entered does not match our records.',
      },
    });
    expect(sentMail(t)).toHaveLength(mailed);
    expect(await t.app.get<EventStore>(EVENT_STORE).headPosition()).toBe(head);
    const right = await send('POST', '/client_api/verify_account', {
      id: body.id,
      type: 'card',
      data: '42424242',
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ redirectTo: 'reset_password_complete' });
    expect(
      (await newPassword(lastResetLink(t, ann.email), 'verified new password')).statusCode,
    ).toBe(200);
    expect(await signInWith(ann, 'verified new password')).toBe(200);
  });

  it('ends a reset request after 5 wrong verification answers', async () => {
    const ann = await signUp(t);
    await addCard(t, ann);
    await requestReset(ann.email);
    const { id } = lastVerifyLink(t, ann.email);
    for (let i = 0; i < 5; i++) {
      expect(
        (await send('POST', '/client_api/verify_account', { id, type: 'card', data: '11111111' }))
          .statusCode,
      ).toBe(422);
    }
    const sixth = await send('POST', '/client_api/verify_account', {
      id,
      type: 'card',
      data: '42424242',
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ error: { code: 'too_many_verifications' } });
  });

  it('asks a payee for the last 5 SSN/EIN digits when finance knows their payer id', async () => {
    const ann = await signUp(t);
    t.app.get(PayerIdVerification).use({
      hasPayerId: (userId) => Promise.resolve(userId === ann.userId),
      matchesLastDigits: (userId, digits) =>
        Promise.resolve(userId === ann.userId && digits === '67890'),
    });
    expect((await requestReset(ann.email)).json()).toMatchObject({
      redirectTo: 'reset_password_complete',
    });
    const { type, id } = lastVerifyLink(t, ann.email);
    expect(type).toBe('payer_id');
    const badFormat = await send('POST', '/client_api/verify_account', {
      id,
      type: 'payer_id',
      data: '123',
    });
    expect(badFormat.json()).toMatchObject({
      error: {
        fields: {
          data: 'Please enter the last 5 digits of your Social Security or Employer ID number.',
        },
      },
    });
    const wrongType = await send('POST', '/client_api/verify_account', {
      id,
      type: 'card',
      data: '42424242',
    });
    expect(wrongType.statusCode).toBe(422);
    expect(
      (await send('POST', '/client_api/verify_account', { id, type: 'payer_id', data: '67890' }))
        .statusCode,
    ).toBe(200);
    expect(lastResetLink(t, ann.email).id).toBe(id);
  });

  it('tells an inactive account so by mail and on the link, never in the request', async () => {
    const ann = await signUp(t);
    await requestReset(ann.email);
    const link = lastResetLink(t, ann.email);
    const admin = await signInAdmin(t);
    await t.inject({
      method: 'POST',
      url: `/client_api/admin/users/${ann.userId}/deactivate`,
      headers: admin.headers,
      payload: {},
    });
    // The request answers as for any address; only the mailbox hears the account is inactive.
    expect((await requestReset(ann.email)).json()).toEqual({
      redirectTo: 'reset_password_complete',
      id: null,
      message: null,
    });
    const notice = sentMail(t).at(-1);
    expect(notice).toMatchObject({ to: ann.email, kind: 'password_reset' });
    expect(notice?.text).toContain(INACTIVE);
    expect(notice?.text).not.toContain('new_password');
    const check = await t.inject({
      method: 'GET',
      url: `/client_api/password_reset?id=${encodeURIComponent(link.id)}&token=${link.token}`,
    });
    expect(check.statusCode).toBe(403);
    expect(check.json()).toEqual({
      error: { code: 'account_inactive', message: INACTIVE },
      status: 'inactive',
      redirectTo: '/forgot_password?status=inactive',
    });
    expect((await newPassword(link, 'a brand new password')).json()).toMatchObject({
      status: 'inactive',
    });
  });

  it('refuses the 6th reset request within 15 minutes with 429', async () => {
    const address = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await requestReset(`limit${i}@example.com`, address)).statusCode).toBe(200);
    }
    const sixth = await requestReset('limit-six@example.com', address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      error: {
        code: 'too_many_attempts',
        message: 'Too many password reset requests. Please wait 15 minutes and try again.',
      },
    });
    const ann = await signUp(t);
    for (let i = 0; i < 5; i++) expect((await requestReset(ann.email)).statusCode).toBe(200);
    expect((await requestReset(ann.email)).statusCode).toBe(429);
    clock.advance(15 * 60_000);
    expect((await requestReset(ann.email, address)).statusCode).toBe(200);
  });

  it('keeps reset mail out of the logs: they name the user, never the address or the link', async () => {
    const ann = await signUp(t);
    await requestReset(ann.email);
    const link = lastResetLink(t, ann.email);
    const logs = t.logs.join('\n');
    expect(logs).toContain('mail queued in the development outbox');
    expect(logs).not.toContain(ann.email);
    expect(logs).not.toContain(link.token);
  });

  it('shows the development outbox outside production', async () => {
    const response = await t.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ kind: string }[]>()[0]).toMatchObject({ kind: 'password_reset' });
  });
});
