import { randomBytes } from 'node:crypto';
import { foreignPayoutRequest, TEST_CAPTCHA_TOKEN } from '@flirtwire/contracts';
import { ADMIN_PASSWORD, nextInWorker } from './server';

/** A person talking to the API like a browser: cookie jar and CSRF header. */
export class ApiSession {
  private readonly cookies = new Map<string, string>();
  userId = '';
  login = '';
  password = '';

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The session cookie, to hand to a browser context. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    if (!this.cookies.has('fw_csrf')) await this.csrf();
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        cookie: this.cookieHeader,
        'x-csrf-token': this.cookies.get('fw_csrf') ?? '',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    this.keep(response);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${String(response.status)} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  private async csrf(): Promise<void> {
    const response = await fetch(`${this.baseUrl}/client_api/csrf`, {
      headers: { cookie: this.cookieHeader },
    });
    this.keep(response);
    await response.text();
  }

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (!name) continue;
      if (value === '' || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line))
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export function uniqueLogin(prefix: string): string {
  const counter = nextInWorker('login');
  return `${prefix}${String(counter)}${randomBytes(2).toString('hex')}`.slice(0, 20);
}

export async function signUp(baseUrl: string, login: string, flirt = false): Promise<ApiSession> {
  const session = new ApiSession(baseUrl);
  const password = `pw-${randomBytes(6).toString('hex')}`;
  const answer = await session.request<{ user: { id: string } }>('POST', '/client_api/user', {
    login,
    email: `${login.toLowerCase()}@example.com`,
    password,
    dateOfBirth: '01/15/1990',
    memberagmt: true,
    recaptcha_token: TEST_CAPTCHA_TOKEN,
    ...(flirt ? { flirt_signup: true } : {}),
  });
  session.userId = answer.user.id;
  session.login = login;
  session.password = password;
  return session;
}

export async function signIn(
  baseUrl: string,
  login: string,
  password: string,
): Promise<ApiSession> {
  const session = new ApiSession(baseUrl);
  const answer = await session.request<{ user: { id: string } }>('POST', '/client_api/login', {
    type: 'web',
    login,
    password,
  });
  session.userId = answer.user.id;
  session.login = login;
  session.password = password;
  return session;
}

export function signInAdmin(baseUrl: string): Promise<ApiSession> {
  return signIn(baseUrl, 'admin', ADMIN_PASSWORD);
}

/** Puts a sandbox test card on file (the card number goes to the sandbox processor only). */
export async function addCard(session: ApiSession): Promise<void> {
  const token = await session.request<{ token: string }>('POST', '/sandbox-gateway/tokens', {
    number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: 2099,
    cvc: '123',
    billing_zip: '10001',
  });
  await session.request('POST', '/client_api/cards', { token: token.token });
}

/** The five wizard steps (phone, card, ID approved by the admin, payout, gender): an advisor. */
export async function completeFlirtSetup(flirt: ApiSession, admin: ApiSession): Promise<void> {
  const step = (name: string) =>
    flirt.request('PATCH', '/client_api/flirt_account_setup', { step: name });
  const phones = nextInWorker('flirt-phone');
  const added = await flirt.request<{ phone: { id: string } }>('POST', '/client_api/phone', {
    phone_number: `(212) 555-${String(1000 + (phones % 9000))}`,
  });
  const sent = await flirt.request<{ development_code: string }>(
    'POST',
    `/client_api/phone/${added.phone.id}/phone_verifications`,
  );
  await flirt.request(
    'PATCH',
    `/client_api/phone/${added.phone.id}/phone_verifications/${sent.development_code}`,
  );
  await step('add_phone');
  await addCard(flirt);
  await step('add_cc');
  await flirt.request('POST', '/client_api/id_verification');
  await admin.request('POST', `/client_api/admin/users/${flirt.userId}/id_verification`, {
    decision: 'approve',
  });
  await step('verify_id');
  // The payout step asks for saved payout info: a payee outside the US (no tax id).
  await flirt.request('POST', '/client_api/account/payout_info', {
    payment_request: foreignPayoutRequest('Test Payee', 1),
  });
  await step('add_payout_info');
  await flirt.request('POST', '/client_api/user_genders', { flirtGender: 0, preferredGender: 1 });
  await step('gender');
}

/**
 * Saves payout info for a US payee in Austin, Texas (taxable, SSN 512-34-`ssnLast4`), paid
 * twice a month, as the payout page sends it.
 */
export async function saveUsPayoutInfo(
  payee: ApiSession,
  payeeName: string,
  ssnLast4 = '6789',
): Promise<void> {
  await payee.request('POST', '/client_api/account/payout_info', {
    payment_request: {
      payee_name: payeeName,
      address_line1: '9 Elm St',
      city: 'Austin',
      state: 'TX',
      zip_code: '73301',
      country: 'US',
      taxable_status: 10,
      payment_period: 1,
      balance_to_keep: '0',
      tax_id_type: 'ssn',
      ssn_part1: '512',
      ssn_part2: '34',
      ssn_part3: ssnLast4,
    },
  });
}

/** POST /client_api/bonuses: a tip from a customer to a Flirt. */
export function tip(
  customer: ApiSession,
  flirtId: string,
  dollars: string,
): Promise<{ position: number }> {
  return customer.request('POST', '/client_api/bonuses', {
    amount_text: dollars,
    advisor_id: flirtId,
    bonus_message: 'for you',
  });
}

/** POST /service_api/activity/calls: a finished, paid call reported by the phone system. */
export async function reportCall(
  baseUrl: string,
  token: string,
  call: { creatorId: string; customerId: string; amountCents: number; daysAgo: number },
): Promise<void> {
  const started = new Date(Date.now() - call.daysAgo * 86_400_000 - 3_600_000);
  const ended = new Date(started.getTime() + 10 * 60_000);
  const response = await fetch(`${baseUrl}/service_api/activity/calls`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-token': token },
    body: JSON.stringify({
      call_id: `call-${call.customerId}-${String(call.daysAgo)}`,
      creator_id: call.creatorId,
      customer_id: call.customerId,
      started_at: started.toISOString(),
      ended_at: ended.toISOString(),
      minutes: 10,
      free_minutes: 0,
      rate_cents: Math.ceil(call.amountCents / 10),
      amount_cents: call.amountCents,
    }),
  });
  if (!response.ok)
    throw new Error(`report call → ${String(response.status)} ${await response.text()}`);
}

/** Runs `work` over `items`, `width` at a time. */
export async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(
      ...(await Promise.all(
        items.slice(start, start + width).map((item, offset) => work(item, start + offset)),
      )),
    );
  }
  return results;
}

// calls
/** Adds a phone to the session's account and verifies it with the development code. */
export async function addVerifiedPhone(session: ApiSession): Promise<void> {
  const callerPhones = nextInWorker('caller-phone');
  const added = await session.request<{ phone: { id: string } }>('POST', '/client_api/phone', {
    phone_number: `(646) 555-${String(1000 + (callerPhones % 9000))}`,
  });
  const sent = await session.request<{ development_code: string }>(
    'POST',
    `/client_api/phone/${added.phone.id}/phone_verifications`,
  );
  await session.request(
    'PATCH',
    `/client_api/phone/${added.phone.id}/phone_verifications/${sent.development_code}`,
  );
}
