import { foreignPayoutRequest, SignUpBody } from '@flirtwire/contracts';
import { AddCardCommand } from '../identity/cards/cards.commands.js';
import { SignUpCommand } from '../identity/sign-up/sign-up.command.js';
import { SANDBOX_TEST_CARDS } from '../infrastructure/payments/sandbox/sandbox-test-cards.js';
import type { SeedSession } from './seed-browser.js';
import type { SeedCustomer, SeedFlirt, SeedWorld } from './seed-world.js';

/**
 * Fixed demo sign-ins, one per role (README "Demo sign-ins"). The admin is the first
 * administrator: ADMIN_LOGIN with ADMIN_PASSWORD, or this password when none is configured.
 */
export const DEMO_SIGN_INS = {
  customer: { login: 'demo_customer', password: 'demo-customer-pass' },
  flirt: { login: 'demo_flirt', password: 'demo-flirt-pass' },
  moderator: { login: 'demo_moderator', password: 'demo-moderator-pass' },
  finance: { login: 'demo_finance', password: 'demo-finance-pass' },
  auditor: { login: 'demo_auditor', password: 'demo-auditor-pass' },
} as const;
export const DEMO_ADMIN_PASSWORD = 'demo-admin-pass';
/** Every other seeded person signs in with their login and this password. */
export const DEMO_POPULATION_PASSWORD = 'demo-population-pass';

const FIRST = ['ava', 'mia', 'leo', 'max', 'zoe', 'kai', 'ivy', 'eli', 'ray', 'sky', 'jay', 'lou'];
const FLIRT_NAMES = ['Velvet', 'Scarlet', 'Midnight', 'Honey', 'Luna', 'Ember', 'Raven', 'Cherry'];

export function customerLogin(index: number): string {
  return `${FIRST[index % FIRST.length] ?? 'fan'}_fan${index}`;
}

export function flirtLogin(index: number): string {
  return `${FLIRT_NAMES[index % FLIRT_NAMES.length] ?? 'Flirt'}${index}`;
}

function dateOfBirth(world: SeedWorld): string {
  const month = String(world.random.int(1, 12)).padStart(2, '0');
  const day = String(world.random.int(1, 28)).padStart(2, '0');
  return `${month}/${day}/${world.random.int(1960, 2000)}`;
}

/** The first admin; sessions expire, so they sign in again when theirs is an hour old. */
export class SeedAdmin {
  private session: SeedSession | null = null;
  private since = 0;

  constructor(
    private readonly world: SeedWorld,
    private readonly login: string,
    private readonly password: string,
  ) {}

  async headers(): Promise<Record<string, string>> {
    const now = this.world.clock.now().getTime();
    if (!this.session || now - this.since > 3_000_000) {
      this.session = await this.world.browser.signIn(this.login, this.password);
      this.since = now;
    }
    return this.session.headers;
  }
}

/** Staff: customers granted a role by the admin, through the admin endpoint. */
export async function seedStaff(world: SeedWorld, admin: SeedAdmin): Promise<void> {
  for (const role of ['moderator', 'finance', 'auditor'] as const) {
    const { login, password } = DEMO_SIGN_INS[role];
    const person = await world.browser.signUp({
      login,
      password,
      email: `${login}@demo.flirtwire.test`,
      dateOfBirth: dateOfBirth(world),
      flirt: false,
    });
    await world.browser.expect(
      {
        method: 'POST',
        url: `/client_api/admin/users/${person.userId}/roles`,
        headers: await admin.headers(),
        payload: { role },
      },
      `granting ${role}`,
    );
  }
}

let phones = 0;

// Boston and Burlington first: their states' $600 threshold gives the demo Flirts Forms 1099-K.
const PAYEE_CITIES = [
  { city: 'Boston', state: 'MA', zip_code: '02108' },
  { city: 'Burlington', state: 'VT', zip_code: '05401' },
  { city: 'Austin', state: 'TX', zip_code: '73301' },
  { city: 'Miami', state: 'FL', zip_code: '33101' },
  { city: 'Denver', state: 'CO', zip_code: '80202' },
  { city: 'Portland', state: 'OR', zip_code: '97201' },
] as const;

/**
 * The payout page's form as a Flirt fills it in: a US address and a Social Security number for
 * most (so finance can issue their Form 1099-K), and every tenth Flirt outside the US (taxable
 * status 0, no tax id), whom the finance console lists without a form.
 */
function payoutRequest(index: number, login: string): Record<string, unknown> {
  // Paid monthly by check (on the 1st), as most payees are.
  if (index % 10 === 9) return foreignPayoutRequest(`${login} Payee`, 0);
  const place = PAYEE_CITIES[index % PAYEE_CITIES.length] ?? PAYEE_CITIES[0];
  return {
    payee_name: `${login} Payee`,
    payment_period: 0,
    balance_to_keep: '0',
    address_line1: `${String(100 + index)} Main St`,
    ...place,
    country: 'US',
    taxable_status: 10,
    tax_id_type: 'ssn',
    // Valid-looking SSNs: area 100-599 (never 000, 666 or 9xx), group 10-98, serial 1000+.
    ssn_part1: String(100 + (index % 500)),
    ssn_part2: String(10 + (index % 89)),
    ssn_part3: String(1000 + index),
  };
}

/**
 * A Flirt through the whole setup wizard, as a person takes it: phone (verified with the
 * development code), card, ID (approved by the admin), payout info, gender.
 */
export async function seedFlirt(
  world: SeedWorld,
  admin: SeedAdmin,
  index: number,
  login: string,
  password: string,
  rateCents: number,
): Promise<SeedFlirt> {
  const b = world.browser;
  const flirt = await b.signUp({
    login,
    password,
    email: `${login.toLowerCase()}@demo.flirtwire.test`,
    dateOfBirth: dateOfBirth(world),
    flirt: true,
  });
  const h = flirt.headers;
  const step = (name: string) =>
    b.expect(
      {
        method: 'PATCH',
        url: '/client_api/flirt_account_setup',
        headers: h,
        payload: { step: name },
      },
      `wizard step ${name}`,
    );
  phones++;
  const added = await b.expect(
    {
      method: 'POST',
      url: '/client_api/phone',
      headers: h,
      payload: { phone_number: `(212) 555-${String(1000 + phones).padStart(4, '0')}` },
    },
    'adding a phone',
  );
  const phoneId = added.json<{ phone: { id: string } }>().phone.id;
  const sent = await b.expect(
    { method: 'POST', url: `/client_api/phone/${phoneId}/phone_verifications`, headers: h },
    'sending a phone code',
  );
  const code = sent.json<{ development_code: string }>().development_code;
  await b.expect(
    {
      method: 'PATCH',
      url: `/client_api/phone/${phoneId}/phone_verifications/${code}`,
      headers: h,
    },
    'verifying the phone',
  );
  await step('add_phone');
  const token = await b.cardToken(SANDBOX_TEST_CARDS.approve, '10001');
  await b.expect(
    { method: 'POST', url: '/client_api/cards', headers: h, payload: { token } },
    'adding a card',
  );
  await step('add_cc');
  await b.expect({ method: 'POST', url: '/client_api/id_verification', headers: h }, 'ID check');
  await b.expect(
    {
      method: 'POST',
      url: `/client_api/admin/users/${flirt.userId}/id_verification`,
      headers: await admin.headers(),
      payload: { decision: 'approve' },
    },
    'approving the ID',
  );
  await step('verify_id');
  await b.expect(
    {
      method: 'POST',
      url: '/client_api/account/payout_info',
      headers: h,
      payload: { payment_request: payoutRequest(index, login) },
    },
    'saving payout info',
  );
  await step('add_payout_info');
  await b.expect(
    {
      method: 'POST',
      url: '/client_api/user_genders',
      headers: h,
      payload: { flirtGender: world.random.chance(0.8) ? 1 : 0, preferredGender: 0 },
    },
    'setting the gender',
  );
  await step('gender');
  return {
    index,
    userId: flirt.userId,
    login,
    rateCents,
    spend: new Map(),
    blocked: new Set(),
    phoneListings: [],
  };
}

/**
 * A customer: sign-up and a card on file, through the command bus (the handlers, deciders and
 * personal-data vault of the real app). About one in thirty carries a card that will run out of
 * funds, so some renewals fail and lapse.
 */
export async function seedCustomerSignUp(
  world: SeedWorld,
  customer: SeedCustomer,
  at: Date,
  password = DEMO_POPULATION_PASSWORD,
): Promise<boolean> {
  const body = SignUpBody.parse({
    login: customer.login,
    email: `${customer.login}@demo.flirtwire.test`,
    password,
    dateOfBirth: dateOfBirth(world),
    memberagmt: true,
    enable_platphorm_offers: world.random.chance(0.3),
    recaptcha_token: 'test-captcha-pass',
  });
  const signedUp = await world.run(
    new SignUpCommand(body, world.context({ id: 'visitor', role: 'visitor' }), '127.0.0.1'),
    at,
  );
  if (!signedUp) return false;
  customer.userId = signedUp.userId;
  const number = world.random.chance(0.03)
    ? SANDBOX_TEST_CARDS.insufficientFunds
    : world.random.chance(0.3)
      ? SANDBOX_TEST_CARDS.approveMastercard
      : SANDBOX_TEST_CARDS.approve;
  const token = await world.browser.cardToken(number, String(world.random.int(10000, 99999)));
  await world.run(
    new AddCardCommand(
      customer.userId,
      token,
      world.context({ id: customer.userId, role: 'customer' }),
    ),
  );
  return true;
}
