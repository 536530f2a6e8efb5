import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TEST_CAPTCHA_TOKEN, userStreamId } from '@flirtwire/contracts';
import { v7 as uuidv7 } from 'uuid';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { ManualClock } from '../../test-support/clock.js';
import { signUp, uniqueLogin, visitor } from '../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { RESERVATION_GRACE_MS } from '../reservations/reservation.decider.js';

describe('customer and Flirt sign-up (POST /client_api/user)', () => {
  let t: TestApp;
  let store: EventStore;
  const clock = new ManualClock('2026-03-15T12:00:00.000Z');
  const form = (overrides: Record<string, unknown> = {}) => {
    const login = uniqueLogin('new');
    return {
      login,
      email: `${login.toLowerCase()}@example.com`,
      password: 'correct horse battery',
      dateOfBirth: '01/15/1990',
      memberagmt: true,
      recaptcha_token: TEST_CAPTCHA_TOKEN,
      ...overrides,
    };
  };
  const post = async (payload: Record<string, unknown>) =>
    t.inject({
      method: 'POST',
      url: '/client_api/user',
      headers: (await visitor(t)).headers,
      payload,
    });
  const fieldsOf = (response: { json: () => unknown }) =>
    (response.json() as { error: { fields?: Record<string, string> } }).error.fields;

  beforeAll(async () => {
    t = await startTestApp({ clock });
    store = t.app.get(EVENT_STORE);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates the account, signs the person in, and sends them to / or their return_to', async () => {
    const payload = form({ additionalParams: { return_to: '/feed/home' } });
    const response = await post(payload);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ redirect_to: string; user: { id: string; login: string } }>();
    expect(body).toEqual({
      redirect_to: '/feed/home',
      user: { id: expect.any(String), login: payload.login },
    });
    const session = (
      response.cookies as { name: string; value: string; httpOnly?: boolean }[]
    ).find((cookie) => cookie.name === 'fw_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const events = await store.readStream(userStreamId(body.user.id));
    expect(events.map((e) => e.type)).toEqual(['UserSignedUp', 'PinSet']);
    expect(events[0]?.metadata.actor).toEqual({ id: body.user.id, role: 'customer' });
    expect(JSON.stringify(events)).not.toContain(payload.email);
    expect(JSON.stringify(events)).not.toContain('01/15/1990');
    expect(await store.verifyStream(userStreamId(body.user.id))).toMatchObject({ ok: true });
    expect(
      (await post(form({ additionalParams: { return_url: 'https://evil.example' } }))).json(),
    ).toMatchObject({
      redirect_to: '/',
    });
  });

  it('starts the Flirt setup wizard for a Flirt sign-up', async () => {
    const response = await post(form({ flirt_signup: true }));
    expect(response.json()).toMatchObject({ redirect_to: '/advisor_signup/account_setup' });
    const user = await signUp(t, { flirtSignup: true });
    const setup = await t.inject({
      method: 'GET',
      url: '/client_api/flirt_account_setup',
      headers: user.headers,
    });
    expect(setup.json()).toMatchObject({
      step: 'add_phone',
      status: 'in_progress',
      id_status: 'unverified',
    });
  });

  it('reports every missing field with its spec message at once', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      login: 'Please enter a Member Name.',
      email: 'Please enter an email address.',
      password: 'Please enter a password.',
      dateOfBirth: 'Please enter a valid date of birth.',
      memberagmt: 'To continue check the box to accept our Terms of Service.',
    });
  });

  it('checks the email pattern', async () => {
    for (const email of ['ann', 'ann@', 'ann@example', 'ann example@x.com']) {
      const response = await post(form({ email }));
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual({ email: 'This email address is invalid.' });
    }
    expect(fieldsOf(await post(form({ email: '' })))).toEqual({
      email: 'Please enter an email address.',
    });
  });

  it('needs the terms checkbox ticked', async () => {
    for (const memberagmt of [false, 'false', undefined, 0]) {
      const response = await post(form({ memberagmt }));
      expect(fieldsOf(response)).toEqual({
        memberagmt: 'To continue check the box to accept our Terms of Service.',
      });
    }
  });

  it('needs a real MM/DD/YYYY date of birth, not in the future', async () => {
    for (const dateOfBirth of [
      '',
      '1990-01-15',
      '13/01/1990',
      '02/30/1990',
      '1/5/1990',
      '03/16/2026',
      '01/01/2030',
    ]) {
      const response = await post(form({ dateOfBirth }));
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual({ dateOfBirth: 'Please enter a valid date of birth.' });
    }
  });

  it('needs the person to be 18, counted to the day, and says so with the product name', async () => {
    const underage = await post(form({ dateOfBirth: '03/16/2008' }));
    expect(underage.statusCode).toBe(400);
    expect(fieldsOf(underage)).toEqual({ dateOfBirth: 'You must be over 18 to use Flirtwire.' });
    expect((await post(form({ dateOfBirth: '03/15/2008' }))).statusCode).toBe(201);
  });

  it('keeps logins unique regardless of case, and emails unique', async () => {
    const first = form();
    expect((await post(first)).statusCode).toBe(201);
    const sameLogin = await post(form({ login: first.login.toUpperCase() }));
    expect(sameLogin.statusCode).toBe(409);
    expect(sameLogin.json()).toEqual({
      error: {
        code: 'login_taken',
        message: 'This Member Name is already taken.',
        fields: { login: 'This Member Name is already taken.' },
      },
    });
    const head = await store.headPosition();
    const sameEmail = await post(form({ email: first.email.toUpperCase() }));
    expect(await store.headPosition()).toBe(head);
    expect(sameEmail.statusCode).toBe(409);
    expect(fieldsOf(sameEmail)).toEqual({
      email: 'This email address is already registered. Please sign in instead.',
    });
  });

  it('refuses badly formed logins and weak passwords with our messages', async () => {
    expect(fieldsOf(await post(form({ login: 'ab' })))).toEqual({
      login: 'Member Names are 3 to 20 letters, numbers or underscores, starting with a letter.',
    });
    expect(fieldsOf(await post(form({ password: 'short' })))).toEqual({
      password: 'Your password must be at least 8 characters.',
    });
  });

  it('needs the captcha answered', async () => {
    for (const recaptcha_token of [undefined, 'wrong']) {
      const response = await post(form({ recaptcha_token }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          code: 'captcha_failed',
          message: 'There was an error with the reCAPTCHA. Please try again.',
        },
      });
    }
  });

  it('refuses a sign-up without the CSRF token, and one from a signed-in browser', async () => {
    const noCsrf = await t.inject({ method: 'POST', url: '/client_api/user', payload: form() });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toEqual({
      error: {
        code: 'csrf_failed',
        message: 'Your session expired. Please reload the page and try again.',
      },
    });
    const ann = await signUp(t);
    const again = await t.inject({
      method: 'POST',
      url: '/client_api/user',
      headers: ann.headers,
      payload: form(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'already_signed_in' } });
  });

  it('leaves no reservation behind when the account cannot be written', async () => {
    const payload = form();
    const original = store.appendToStream.bind(store);
    store.appendToStream = (streamId, events, options) =>
      streamId.startsWith('user-')
        ? Promise.reject(new Error('disk full'))
        : original(streamId, events, options);
    try {
      const failed = await post(payload);
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({
        error: { code: 'internal_error', message: 'Something went wrong. Please try again.' },
      });
    } finally {
      store.appendToStream = original;
    }
    expect((await post(payload)).statusCode).toBe(201);
  });

  it('lets a login whose account never appeared (a crash) be taken after the grace period', async () => {
    const payload = form();
    await store.appendToStream(
      `login-${payload.login.toLowerCase()}`,
      [
        {
          id: uuidv7(),
          type: 'IdentifierReserved',
          data: { kind: 'login', userId: uuidv7(), reservedAt: clock.now().toISOString() },
          occurredAt: clock.now().toISOString(),
          metadata: {
            correlationId: 'c',
            causationId: 'c',
            actor: { id: 'visitor', role: 'visitor' },
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    expect((await post(payload)).statusCode).toBe(409);
    clock.advance(RESERVATION_GRACE_MS);
    expect((await post(payload)).statusCode).toBe(201);
  });

  it('does not reserve anything for a refused sign-up', async () => {
    const payload = form({ dateOfBirth: '01/01/2015' });
    expect((await post(payload)).statusCode).toBe(400);
    expect(await store.readStream(`login-${payload.login.toLowerCase()}`)).toEqual([]);
  });

  it('gives the sign-up prefill with captcha config, and a CSRF cookie', async () => {
    const response = await t.inject({ method: 'GET', url: '/client_api/user/new' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      login: '',
      email: '',
      login_or_email_pending: false,
      enable_platphorm_offers: false,
      redirect_to: null,
      captcha: {
        recaptcha_site_key: 'test-site-key',
        recaptcha_enabled: true,
        captcha_provider: 'test',
      },
    });
    const csrf = (response.cookies as { name: string; httpOnly?: boolean }[]).find(
      (c) => c.name === 'fw_csrf',
    );
    expect(csrf).toBeDefined();
    expect(csrf?.httpOnly).toBeFalsy();
    const ann = await signUp(t);
    const signedIn = await t.inject({
      method: 'GET',
      url: '/client_api/user/new',
      headers: ann.headers,
    });
    expect(signedIn.json()).toMatchObject({ redirect_to: '/account' });
  });

  it('checks whether a Member Name is available', async () => {
    const ann = await signUp(t);
    const taken = await t.inject({
      method: 'GET',
      url: `/client_api/username/${ann.login.toUpperCase()}`,
    });
    expect(taken.json()).toEqual({
      login: ann.login.toUpperCase(),
      available: false,
      message: 'This Member Name is already taken.',
    });
    const free = await t.inject({
      method: 'GET',
      url: `/client_api/username/${uniqueLogin('free')}`,
    });
    expect(free.json()).toMatchObject({ available: true, message: null });
    const bad = await t.inject({ method: 'GET', url: '/client_api/username/9lives' });
    expect(bad.json()).toMatchObject({ available: false });
  });

  it('suggests a fix for a mistyped email domain: "Did you mean ...?"', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/client_api/email_suggestion?email=ann@gmial.com',
    });
    expect(response.json()).toEqual({
      valid: true,
      suggestion: 'ann@gmail.com',
      message: 'Did you mean ann@gmail.com?',
    });
    const fine = await t.inject({
      method: 'GET',
      url: '/client_api/email_suggestion?email=ann@gmail.com',
    });
    expect(fine.json()).toEqual({ valid: true, suggestion: null, message: null });
    const invalid = await t.inject({
      method: 'GET',
      url: '/client_api/email_suggestion?email=ann',
    });
    expect(invalid.json()).toEqual({
      valid: false,
      suggestion: null,
      message: 'This email address is invalid.',
    });
  });
});
