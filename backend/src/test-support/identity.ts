import { expect } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import {
  foreignPayoutRequest,
  type Role,
  SavePayoutInfoBody,
  TEST_CAPTCHA_TOKEN,
} from '@flirtwire/contracts';
import { SavePayoutInfoCommand } from '../finance/payout/save-payout-info/save-payout-info.command.js';
import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { DevelopmentOutboxMailer, MAILER, type MailMessage } from '../identity/ports/mailer.js';
import { SANDBOX_TEST_CARDS } from '../infrastructure/payments/sandbox/sandbox-test-cards.js';
import { SESSION_COOKIE } from '../shared/auth/principal.js';
import { PRESESSION_COOKIE } from '../identity/csrf/csrf.js';
import { CSRF_COOKIE, CSRF_HEADER } from '../shared/http/csrf.decorators.js';
import { TEST_ADMIN_PASSWORD, type TestApp } from './test-app.js';

/** What a browser sends: the Cookie header and the matching x-csrf-token. */
// A type alias (not an interface) so it fits inject()'s header record.
export type BrowserHeaders = { readonly cookie: string; readonly 'x-csrf-token': string };

/** A person signed in through the real API. Spread `headers` into every request. */
export interface SignedInUser {
  readonly userId: string;
  readonly login: string;
  readonly email: string;
  readonly password: string;
  /** The session token (for session tests; never log it). */
  readonly token: string;
  readonly csrf: string;
  readonly cookie: string;
  readonly headers: BrowserHeaders;
}

export interface SignUpInput {
  readonly login?: string;
  readonly email?: string;
  readonly password?: string;
  readonly dateOfBirth?: string;
  readonly flirtSignup?: boolean;
  readonly remoteAddress?: string;
  /** The captcha answer (the development helpers' test token by default). */
  readonly captcha?: string;
}

function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  const cookies = response.cookies as { name: string; value: string }[];
  return cookies.find((cookie) => cookie.name === name)?.value;
}

/** A fresh browser: a CSRF cookie and header bound to its pre-session cookie, no session. */
export async function visitor(t: TestApp): Promise<{ csrf: string; headers: BrowserHeaders }> {
  const response = await t.inject({ method: 'GET', url: '/client_api/csrf' });
  const csrf = cookieValue(response, CSRF_COOKIE);
  const presession = cookieValue(response, PRESESSION_COOKIE);
  if (!csrf || !presession) throw new Error('no CSRF cookie was issued');
  return {
    csrf,
    headers: {
      cookie: `${PRESESSION_COOKIE}=${presession}; ${CSRF_COOKIE}=${csrf}`,
      [CSRF_HEADER]: csrf,
    },
  };
}

/** The CSRF token a sign-in or sign-up answer bound to its new session. */
function sessionCsrf(response: LightMyRequestResponse): string {
  const csrf = cookieValue(response, CSRF_COOKIE);
  if (!csrf) throw new Error('the new session came without its CSRF cookie');
  return csrf;
}

function browserHeaders(token: string, csrf: string): BrowserHeaders {
  return { cookie: `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrf}`, [CSRF_HEADER]: csrf };
}

let counter = 0;

/** A unique valid login for tests. */
export function uniqueLogin(prefix = 'user'): string {
  counter++;
  return `${prefix}${counter}_${randomBytes(3).toString('hex')}`.slice(0, 20);
}

/**
 * Signs a new customer (or Flirt, with `flirtSignup`) up through POST /client_api/user and
 * returns them signed in, with the captcha answered by the documented test token.
 *
 * @example
 * const ann = await signUp(t);
 * await t.inject({ method: 'POST', url: '/client_api/cards', payload: { token }, headers: ann.headers });
 */
export async function signUp(t: TestApp, input: SignUpInput = {}): Promise<SignedInUser> {
  const browser = await visitor(t);
  const login = input.login ?? uniqueLogin();
  const email = input.email ?? `${login.toLowerCase()}@example.com`;
  const password = input.password ?? `pw-${randomBytes(6).toString('hex')}`;
  const response = await t.inject({
    method: 'POST',
    url: '/client_api/user',
    headers: browser.headers,
    ...(input.remoteAddress ? { remoteAddress: input.remoteAddress } : {}),
    payload: {
      login,
      email,
      password,
      dateOfBirth: input.dateOfBirth ?? '01/15/1990',
      memberagmt: true,
      recaptcha_token: input.captcha ?? TEST_CAPTCHA_TOKEN,
      ...(input.flirtSignup ? { flirt_signup: true } : {}),
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const token = cookieValue(response, SESSION_COOKIE);
  if (!token) throw new Error('sign-up set no session cookie');
  const body = response.json<{ user: { id: string } }>();
  const csrf = sessionCsrf(response);
  const headers = browserHeaders(token, csrf);
  return {
    userId: body.user.id,
    login,
    email,
    password,
    token,
    csrf,
    cookie: headers.cookie,
    headers,
  };
}

/** Signs an existing person in through POST /client_api/login (type web). */
export async function signIn(
  t: TestApp,
  login: string,
  password: string,
  extra: { remoteAddress?: string; captcha?: string } = {},
): Promise<SignedInUser & { userId: string }> {
  const browser = await visitor(t);
  const response = await t.inject({
    method: 'POST',
    url: '/client_api/login',
    headers: browser.headers,
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    payload: {
      type: 'web',
      login,
      password,
      ...(extra.captcha ? { additionalParams: { 'g-recaptcha-response': extra.captcha } } : {}),
    },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  const token = cookieValue(response, SESSION_COOKIE);
  if (!token) throw new Error('sign-in set no session cookie');
  const csrf = sessionCsrf(response);
  const headers = browserHeaders(token, csrf);
  const { user } = response.json<{ user: { id: string } }>();
  return {
    userId: user.id,
    login,
    email: '',
    password,
    token,
    csrf,
    cookie: headers.cookie,
    headers,
  };
}

/** The first admin (from the test configuration), signed in. */
export function signInAdmin(t: TestApp): Promise<SignedInUser> {
  return signIn(t, t.config.admin.login, t.config.admin.password ?? TEST_ADMIN_PASSWORD);
}

/** Tokenizes a card at the sandbox processor, as the browser would. */
export async function tokenizeCard(
  t: TestApp,
  number: string = SANDBOX_TEST_CARDS.approve,
  billingZip = '10001',
): Promise<string> {
  const response = await t.inject({
    method: 'POST',
    url: '/sandbox-gateway/tokens',
    payload: { number, exp_month: 12, exp_year: 2099, cvc: '123', billing_zip: billingZip },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ token: string }>().token;
}

/** Puts a card on file for the person; returns the new card's id. */
export async function addCard(
  t: TestApp,
  user: SignedInUser,
  number: string = SANDBOX_TEST_CARDS.approve,
  billingZip = '10001',
): Promise<string> {
  const token = await tokenizeCard(t, number, billingZip);
  const response = await t.inject({
    method: 'POST',
    url: '/client_api/cards',
    headers: user.headers,
    payload: { token },
  });
  expect(response.statusCode).toBe(201);
  const cards = response.json<{ cards: { id: string; last_four: string }[] }>().cards;
  const card = cards[cards.length - 1];
  if (!card) throw new Error('no card was added');
  return card.id;
}

let phoneCounter = 1000;

/** A fresh valid US number (212 555 xxxx), E.164-free as a person would type it. */
export function uniquePhone(): string {
  phoneCounter++;
  return `(212) 555-${String(phoneCounter % 10_000).padStart(4, '0')}`;
}

/** Adds a phone and verifies it with the development code; returns the phone id. */
export async function addVerifiedPhone(
  t: TestApp,
  user: SignedInUser,
  number: string = uniquePhone(),
): Promise<string> {
  const added = await t.inject({
    method: 'POST',
    url: '/client_api/phone',
    headers: user.headers,
    payload: { phone_number: number },
  });
  expect(added.statusCode).toBe(201);
  const phoneId = added.json<{ phone: { id: string } }>().phone.id;
  const sent = await t.inject({
    method: 'POST',
    url: `/client_api/phone/${phoneId}/phone_verifications`,
    headers: user.headers,
  });
  const code = sent.json<{ development_code: string }>().development_code;
  const verified = await t.inject({
    method: 'PATCH',
    url: `/client_api/phone/${phoneId}/phone_verifications/${code}`,
    headers: user.headers,
  });
  expect(verified.statusCode).toBe(200);
  return phoneId;
}

/**
 * Takes a Flirt sign-up through all five wizard steps (phone, card, ID approved by the admin,
 * payout info, gender), so they hold the role advisor.
 */
export async function completeFlirtSetup(
  t: TestApp,
  flirt: SignedInUser,
  admin: SignedInUser,
): Promise<void> {
  const step = async (name: string) => {
    const response = await t.inject({
      method: 'PATCH',
      url: '/client_api/flirt_account_setup',
      headers: flirt.headers,
      payload: { step: name },
    });
    expect(response.statusCode).toBe(200);
  };
  await addVerifiedPhone(t, flirt);
  await step('add_phone');
  await addCard(t, flirt);
  await step('add_cc');
  const started = await t.inject({
    method: 'POST',
    url: '/client_api/id_verification',
    headers: flirt.headers,
  });
  expect(started.statusCode).toBe(201);
  const approved = await t.inject({
    method: 'POST',
    url: `/client_api/admin/users/${flirt.userId}/id_verification`,
    headers: admin.headers,
    payload: { decision: 'approve' },
  });
  expect(approved.statusCode).toBe(200);
  await step('verify_id');
  // The payout step asks for saved payout info: a payee outside the US (no tax id to seal).
  // Saved through the command (the endpoint's answer also reads balances, which a test app
  // with only a few projections does not have).
  await t.app.get(CommandBus).execute(
    new SavePayoutInfoCommand(
      flirt.userId,
      SavePayoutInfoBody.parse({ payment_request: NON_US_PAYOUT }),
      {
        correlationId: `test-payout-${flirt.userId}`,
        causationId: `test-payout-${flirt.userId}`,
        actor: { id: flirt.userId, role: 'customer' },
      },
    ),
  );
  await step('add_payout_info');
  const gender = await t.inject({
    method: 'POST',
    url: '/client_api/user_genders',
    headers: flirt.headers,
    payload: { flirtGender: 0, preferredGender: 1 },
  });
  expect(gender.statusCode).toBe(201);
  await step('gender');
}

/** The payout page's form for a payee outside the US, as the setup wizard saves it. */
export const NON_US_PAYOUT = foreignPayoutRequest('Test Payee', 1);

/** Grants a staff role through the admin endpoint. */
export async function grantRole(
  t: TestApp,
  admin: SignedInUser,
  userId: string,
  role: 'moderator' | 'finance' | 'auditor' | 'admin',
): Promise<void> {
  const response = await t.inject({
    method: 'POST',
    url: `/client_api/admin/users/${userId}/roles`,
    headers: admin.headers,
    payload: { role },
  });
  expect(response.statusCode).toBe(201);
}

/** A signed-in person per role, made through the real API (visitor: a browser without a session). */
export type PeopleByRole = Record<Role, SignedInUser | null>;

/**
 * One person per role: visitor (null: no session), customer, advisor (a Flirt through the whole
 * wizard), and moderator, finance, auditor, admin (customers granted the role by the admin).
 */
export async function onePersonPerRole(t: TestApp): Promise<PeopleByRole> {
  const admin = await signInAdmin(t);
  const customer = await signUp(t);
  const advisor = await signUp(t, { flirtSignup: true });
  await completeFlirtSetup(t, advisor, admin);
  const staff = async (role: 'moderator' | 'finance' | 'auditor') => {
    const person = await signUp(t);
    await grantRole(t, admin, person.userId, role);
    return person;
  };
  return {
    visitor: null,
    customer,
    advisor,
    moderator: await staff('moderator'),
    finance: await staff('finance'),
    auditor: await staff('auditor'),
    admin,
  };
}

/** The development outbox (mail the app sent). */
export function sentMail(t: TestApp): MailMessage[] {
  const mailer = t.app.get<unknown>(MAILER);
  if (!(mailer instanceof DevelopmentOutboxMailer)) throw new Error('not the development mailer');
  return mailer.outbox;
}

/** The id and token of the last reset link mailed to `email`. */
/** The verification step's link in the newest reset mail to `email` (accounts with a card or payer id). */
export function lastVerifyLink(
  t: TestApp,
  email: string,
): { type: 'card' | 'payer_id'; id: string } {
  const mail = [...sentMail(t)]
    .reverse()
    .find((m) => m.to === email && m.kind === 'password_reset');
  if (!mail) throw new Error(`no reset mail to ${email}`);
  const match = /verify_account\?type=(card|payer_id)&id=([^&\s]+)/.exec(mail.text);
  if (!match?.[2]) throw new Error('no verification link in the mail');
  return { type: match[1] === 'card' ? 'card' : 'payer_id', id: decodeURIComponent(match[2]) };
}

export function lastResetLink(t: TestApp, email: string): { id: string; token: string } {
  const mail = [...sentMail(t)]
    .reverse()
    .find((m) => m.to === email && m.kind === 'password_reset');
  if (!mail) throw new Error(`no reset mail to ${email}`);
  const match = /new_password\?id=([^&\s]+)&token=([\w-]+)/.exec(mail.text);
  if (!match?.[1] || !match[2]) throw new Error('no reset link in the mail');
  return { id: decodeURIComponent(match[1]), token: match[2] };
}
