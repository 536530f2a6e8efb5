import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TAX_FORM_ELIGIBILITY_MESSAGES } from '@flirtwire/contracts';
import { grantRole, type SignedInUser, signInAdmin, signUp } from '../test-support/identity.js';
import { goodiesSales, payoutBody } from '../test-support/finance.js';
import { caughtUp } from '../test-support/money.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

interface Row {
  payee_ids: string[];
  status: string;
  country: string | null;
  taxable_status: number | null;
  eligibility: string;
  no_form_reason: string | null;
  correction_reasons: string[];
  form_id: string | null;
  form_ids: string[];
  issued_gross_cents: number | null;
  tax_id: string | null;
}

/** A London address, taxable status 0 ("Not a US taxpayer"), no tax id. */
const foreignBody = () => {
  const body = payoutBody({
    payee_name: 'Lon Payee',
    address_line1: '10 Downing Street',
    city: 'London',
    state: '',
    zip_code: 'SW1A 2AA',
    country: 'GB',
    taxable_status: 0,
    ssn_part1: '',
    ssn_part2: '',
    ssn_part3: '',
  });
  return body;
};

/**
 * Issue 17: who gets a Form 1099-K (spec 001 §1: Flirts eligible to work in the US), and a form
 * that keeps its payee identity and its link to the payee whatever changed since.
 */
describe('finance: 1099-K payees (eligibility, identity kept, corrections)', () => {
  let t: TestApp;
  let finance: SignedInUser;
  let foreign: SignedInUser;
  let turned: SignedInUser;
  let late: SignedInUser;

  const get = (url: string, who: SignedInUser) =>
    t.inject({ method: 'GET', url, headers: who.headers });
  const post = (url: string, who: SignedInUser, payload: object = {}) =>
    t.inject({ method: 'POST', url, headers: who.headers, payload });
  const sell = goodiesSales(() => t);
  const rows = async () =>
    (await get('/finance/tax_years/2025/payees', finance)).json<{ rows: Row[] }>().rows;
  const rowOf = async (who: SignedInUser) =>
    (await rows()).find((r) => r.payee_ids.includes(who.userId));
  const formsOf = async (who: SignedInUser) =>
    (await get('/finance/tax_years/2025/forms', finance))
      .json<{
        forms: { id: string; status: string; payee_ids: string[]; payee_changed: boolean }[];
      }>()
      .forms.filter((f) => f.payee_ids.includes(who.userId));

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await signInAdmin(t);
    finance = await signUp(t);
    await grantRole(t, admin, finance.userId, 'finance');
    foreign = await signUp(t);
    turned = await signUp(t);
    late = await signUp(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a non-US payee (status 0, London, no tax id) over $5,000 gets no 1099-K, and the console says why', async () => {
    expect((await post('/client_api/account/payout_info', foreign, foreignBody())).statusCode).toBe(
      200,
    );
    await sell(foreign.userId, 500_000, '2025-04-10T18:00:00.000Z');
    await caughtUp(t);
    expect(await rowOf(foreign)).toMatchObject({
      country: 'GB',
      taxable_status: 0,
      eligibility: 'not_us_taxable',
      status: 'none',
      no_form_reason: TAX_FORM_ELIGIBILITY_MESSAGES.notUsTaxable,
      tax_id: null,
    });
    expect((await post('/finance/tax_years/2025/forms', finance)).statusCode).toBe(200);
    await caughtUp(t);
    expect(await formsOf(foreign)).toEqual([]);
  });

  it('a payee who turns non-US after the draft cannot be issued it: 422 with the field and why, never 5xx', async () => {
    expect((await post('/client_api/account/payout_info', turned, payoutBody())).statusCode).toBe(
      200,
    );
    await sell(turned.userId, 600_000, '2025-05-10T18:00:00.000Z');
    await caughtUp(t);
    await post('/finance/tax_years/2025/forms', finance);
    await caughtUp(t);
    const [draft] = await formsOf(turned);
    expect(draft?.status).toBe('draft');
    expect((await post('/client_api/account/payout_info', turned, foreignBody())).statusCode).toBe(
      200,
    );
    await caughtUp(t);
    const refused = await post(`/finance/tax_forms/${draft?.id ?? ''}/issue`, finance);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: {
        code: 'not_us_taxable',
        message: TAX_FORM_ELIGIBILITY_MESSAGES.notUsTaxable,
        fields: { payee: TAX_FORM_ELIGIBILITY_MESSAGES.notUsTaxable },
      },
    });
  });

  let firstForm = '';

  it('a payee without payout info can be drafted but not issued an empty form; after saving a tax id the row still links to the form', async () => {
    await sell(late.userId, 700_000, '2025-06-10T18:00:00.000Z');
    await caughtUp(t);
    expect(await rowOf(late)).toMatchObject({
      eligibility: 'no_payout_info',
      country: null,
      taxable_status: null,
    });
    await post('/finance/tax_years/2025/forms', finance);
    await caughtUp(t);
    const [draft] = await formsOf(late);
    firstForm = draft?.id ?? '';
    const refused = await post(`/finance/tax_forms/${firstForm}/issue`, finance);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'no_payout_info',
        fields: { payee: TAX_FORM_ELIGIBILITY_MESSAGES.noPayoutInfo },
      },
    });
    // The Flirt saves payout info with a tax id: the group's key becomes the tax id's index,
    // and the row still shows the form (it said "no form" before).
    const saved = await post(
      '/client_api/account/payout_info',
      late,
      payoutBody({ payee_name: 'Lee Late' }, ['623', '45', '7801']),
    );
    expect(saved.statusCode).toBe(200);
    await caughtUp(t);
    expect(await rowOf(late)).toMatchObject({
      status: 'draft',
      form_id: firstForm,
      form_ids: [firstForm],
      tax_id: '***-**-7801',
    });
    // Generating again redrafts nothing new: no second original for the same payee.
    await post('/finance/tax_years/2025/forms', finance);
    await caughtUp(t);
    expect((await formsOf(late)).map((f) => f.id)).toEqual([firstForm]);
    expect((await post(`/finance/tax_forms/${firstForm}/issue`, finance)).statusCode).toBe(200);
    await caughtUp(t);
    expect(await rowOf(late)).toMatchObject({
      status: 'issued',
      form_id: firstForm,
      issued_gross_cents: 700_000,
    });
    const detail = (await get(`/client_api/tax_forms/${firstForm}`, late)).json<{
      data: Record<string, unknown>;
    }>();
    expect(detail.data).toMatchObject({
      payee_name: 'Lee Late',
      address_line1: '1 Main St',
      city: 'Burlington',
      state: 'VT',
      TIN: '***-**-7801',
    });
  });

  it('a later change of payee details keeps the issued form as issued and offers a corrected form with the new details', async () => {
    const moved = await post(
      '/client_api/account/payout_info',
      late,
      payoutBody(
        {
          payee_name: 'Lee Late',
          address_line1: '2 Oak Ave',
          city: 'Montpelier',
          zip_code: '05602',
        },
        ['', '', ''],
      ),
    );
    expect(moved.statusCode).toBe(200);
    await caughtUp(t);
    expect(await rowOf(late)).toMatchObject({
      status: 'correction_needed',
      correction_reasons: ['payee'],
      form_id: firstForm,
      issued_gross_cents: 700_000,
    });
    expect((await formsOf(late)).find((f) => f.id === firstForm)?.payee_changed).toBe(true);
    // The issued form still says what was filed.
    const before = (await get(`/client_api/tax_forms/${firstForm}`, late)).json<{
      data: Record<string, unknown>;
    }>();
    expect(before.data).toMatchObject({ address_line1: '1 Main St', TIN: '***-**-7801' });
    const corrected = await post(`/finance/tax_forms/${firstForm}/correct`, finance);
    expect(corrected.statusCode).toBe(200);
    const newId = corrected.json<{ form_id: string }>().form_id;
    await caughtUp(t);
    const after = (await get(`/client_api/tax_forms/${newId}`, late)).json<{
      short_name: string;
      data: Record<string, unknown>;
    }>();
    expect(after).toMatchObject({
      short_name: '1099-K (Corrected)',
      data: {
        payee_name: 'Lee Late',
        address_line1: '2 Oak Ave',
        city: 'Montpelier',
        total_1a: '7000.00',
      },
    });
    expect(await rowOf(late)).toMatchObject({
      status: 'issued',
      correction_reasons: [],
      form_id: newId,
      form_ids: [firstForm, newId],
    });
    expect((await post(`/finance/tax_forms/${newId}/correct`, finance)).statusCode).toBe(422);
  });
});
