import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { FORM_1099K_BOXES, PAYOUT_MESSAGES, TaxFormTrace } from '@flirtwire/contracts';
import {
  FINANCE_PAYEES,
  TAX_FORMS,
  TAX_LEDGER_ENTRIES,
  TAX_LEDGER_YEARS,
} from '@flirtwire/projections';
import { v7 as uuidv7 } from 'uuid';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { PersonalDataVault } from '../infrastructure/personal-data/personal-data-vault.js';
import { ReadModels } from '../read-side/read-models.js';
import { grantRole, type SignedInUser, signInAdmin, signUp } from '../test-support/identity.js';
import { payoutBody, sellGoodies } from '../test-support/finance.js';
import { caughtUp } from '../test-support/money.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

const SSN_DIGITS = '512346789';
const OTHER_SSN = ['623', '45', '7801'];

describe('finance: payout info, tax identities and Form 1099-K', () => {
  let t: TestApp;
  let store: EventStore;
  let ann: SignedInUser;
  let annToo: SignedInUser;
  let bob: SignedInUser;
  let finance: SignedInUser;
  const customer = uuidv7();
  let sale = 0;
  const responses: string[] = [];

  const get = async (url: string, who: SignedInUser) => {
    const r = await t.inject({ method: 'GET', url, headers: who.headers });
    responses.push(`${who.login} ${url} ${r.body}`);
    return r;
  };
  const post = async (url: string, who: SignedInUser, payload: unknown = {}) => {
    const r = await t.inject({
      method: 'POST',
      url,
      headers: who.headers,
      payload: payload as object,
    });
    responses.push(`${who.login} ${url} ${r.body}`);
    return r;
  };
  /** A goodies sale, as the activity context records it (`at` may be long ago). */
  const sell = async (creatorId: string, amount: number, at: string) => {
    sale++;
    await sellGoodies(t, {
      saleId: `s${sale}`,
      creatorId,
      customerId: customer,
      amountCents: amount,
      platformFeeCents: Math.round(amount * 0.3),
      at,
    });
    return { statusCode: 201 };
  };

  beforeAll(async () => {
    t = await startTestApp();
    store = t.app.get(EVENT_STORE);
    const admin = await signInAdmin(t);
    ann = await signUp(t);
    annToo = await signUp(t);
    bob = await signUp(t);
    finance = await signUp(t);
    await grantRole(t, admin, finance.userId, 'finance');
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses bad payout info with every field, the spec messages and the heading, appending nothing', async () => {
    const head = await store.headPosition();
    const body = payoutBody({ taxable_status: 0, payee_name: '' });
    body.bank_account.routing_number = '011000016';
    body.bank_account.account_number_confirmation = '999';
    const r = await post('/client_api/account/payout_info', ann, body);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: '4 error(s) prohibited this payout from being saved.',
        fields: {
          payee_name: PAYOUT_MESSAGES.payeeRequired,
          taxable_in_us:
            "We're sorry, you must have an address outside of the US to select this option.",
          routing_number: 'Routing Number is invalid',
          account_number_confirmation: PAYOUT_MESSAGES.accountMismatch,
        },
      },
    });
    const paxum = await post('/client_api/account/payout_info', ann, {
      ...payoutBody({ payment_period: 6 }),
      user_paxum: { email: 'nope@' },
    });
    expect(paxum.json()).toMatchObject({ error: { fields: { email: 'Invalid email format' } } });
    const ssn = await post(
      '/client_api/account/payout_info',
      ann,
      payoutBody({}, ['51', '34', '6789']),
    );
    expect(ssn.json()).toMatchObject({
      error: { fields: { tax_payer_id: PAYOUT_MESSAGES.ssnInvalid } },
    });
    expect(await store.headPosition()).toBe(head);
  });

  it('saves payout info, seals the tax id, and shows it masked with the balances and fee', async () => {
    const r = await post('/client_api/account/payout_info', ann, payoutBody());
    expect(r.statusCode).toBe(200);
    const body = r.json<{ notice: string; data: Record<string, Record<string, unknown>> }>();
    expect(body.notice).toBe('Information saved successfully.');
    expect(body.data.payment_request).toMatchObject({
      tax_payer_id: '***-**-6789',
      payee_name: 'Ann Payee',
      state: 'VT',
    });
    expect(body.data.bank_account).toMatchObject({
      account_number: '****9012',
      routing_number: '011000015',
    });
    expect(body.data).toMatchObject({ eligible: false, payout_fee_cents: 0 });
    // A second account with the same SSN (two accounts, one tax id), and one with another.
    expect(
      (await post('/client_api/account/payout_info', annToo, payoutBody({ payee_name: 'Ann Two' })))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          '/client_api/account/payout_info',
          bob,
          payoutBody(
            { state: 'NY', zip_code: '10001', city: 'New York', payment_period: 0 },
            OTHER_SSN,
          ),
        )
      ).statusCode,
    ).toBe(200);
    const bobView = await get('/client_api/account/payout_info', bob);
    expect(bobView.json()).toMatchObject({
      data: { payout_fee_cents: 500, payment_request: { tax_payer_id: '***-**-7801' } },
    });
    const events = await store.readStream(`payout-${ann.userId}`);
    expect(events.map((e) => e.type)).toEqual(['PayoutInfoSaved', 'TaxIdentitySet']);
  });

  it('aggregates two accounts sharing a tax id: $20,000.00 with 200 transactions is no federal form, $20,000.01 with 201 is', async () => {
    for (let i = 0; i < 100; i++) {
      expect(
        (await sell(ann.userId, 10_000, `2025-0${(i % 9) + 1}-10T18:00:00.000Z`)).statusCode,
      ).toBe(201);
      expect((await sell(annToo.userId, 10_000, '2025-11-10T18:00:00.000Z')).statusCode).toBe(201);
    }
    await sell(bob.userId, 70_000, '2025-03-01T18:00:00.000Z');
    await caughtUp(t);
    let rows = (await get('/finance/tax_years/2025/payees', finance)).json<{
      rows: {
        payee_ids: string[];
        gross_cents: number;
        transactions: number;
        crossed: string[];
        federal_filing: boolean;
        why: string[];
        tax_id: string;
      }[];
    }>().rows;
    const annRow = () => rows.find((row) => row.payee_ids.includes(ann.userId));
    expect(annRow()).toMatchObject({
      gross_cents: 2_000_000,
      transactions: 200,
      federal_filing: false,
      tax_id: '***-**-6789',
    });
    expect(annRow()?.payee_ids.sort()).toEqual([ann.userId, annToo.userId].sort());
    expect(annRow()?.crossed).toEqual(['platform', 'VT']);
    expect(annRow()?.why).toContain(
      'Federal (IRS): not crossed, gross $20,000.00 is not more than $20,000.00 and 200 transactions not more than 200',
    );
    // Bob in New York: $700 crosses no threshold (Vermont's $600 is not his).
    expect(rows.find((row) => row.payee_ids.includes(bob.userId))?.crossed).toEqual([]);

    await sell(annToo.userId, 1, '2025-12-31T20:00:00.000Z');
    await caughtUp(t);
    rows = (await get('/finance/tax_years/2025/payees', finance)).json<
      typeof rows extends infer R ? { rows: R } : never
    >().rows;
    expect(annRow()).toMatchObject({
      gross_cents: 2_000_001,
      transactions: 201,
      federal_filing: true,
    });
    expect(annRow()?.crossed).toEqual(['platform', 'federal', 'VT']);
  });

  let formId = '';

  it('generates, issues and shows the form to both accounts (masked), never to others; traces every box', async () => {
    const generated = await post('/finance/tax_years/2025/forms', finance);
    expect(generated.json()).toMatchObject({ drafted: 1 });
    await caughtUp(t);
    const forms = (await get('/finance/tax_years/2025/forms', finance)).json<{
      forms: { id: string; status: string }[];
    }>().forms;
    expect(forms.map((f) => f.status)).toEqual(['draft']);
    formId = forms[0]?.id ?? '';
    expect((await get('/client_api/tax_forms', ann)).json()).toEqual([]);
    expect((await post(`/finance/tax_forms/${formId}/issue`, finance)).statusCode).toBe(200);
    const again = await post(`/finance/tax_forms/${formId}/issue`, finance);
    expect(again.statusCode).toBe(409);
    await caughtUp(t);
    for (const who of [ann, annToo]) {
      expect((await get('/client_api/tax_forms', who)).json()).toEqual([
        { id: formId, order_year: 2025, short_name: '1099-K' },
      ]);
    }
    const detail = (await get(`/client_api/tax_forms/${formId}`, annToo)).json<{
      data: Record<string, unknown>;
    }>();
    expect(detail.data).toMatchObject({
      TIN: '***-**-6789',
      total_1a: '20000.01',
      num_trans_3: 201,
      nov_5k: '10000.00',
      dec_5l: '0.01',
      state: 'VT',
    });
    expect((await get(`/client_api/tax_forms/${formId}`, bob)).statusCode).toBe(404);
    const pdf = await get(`/client_api/tax_forms/${formId}/pdf`, ann);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const trace = TaxFormTrace.parse(
      (await get(`/finance/tax_forms/${formId}/trace`, finance)).json(),
    );
    expect(trace.matches_form).toBe(true);
    expect(trace.entries).toHaveLength(201);
    expect(trace.entries[0]?.type).toBe('GoodiesSold');
    // All 14 boxes (1a, 3, 5a-5l) against the form's own figures, under the form's box keys.
    const { figures } = (await get(`/finance/tax_forms/${formId}`, finance)).json<{
      figures: { grossCents: number; transactions: number; monthCents: number[] };
    }>();
    expect(Object.keys(trace.boxes).sort()).toEqual(FORM_1099K_BOXES.map((b) => b.key).sort());
    for (const box of FORM_1099K_BOXES) {
      const events = trace.entries.filter((e) => box.month === null || e.box === box.key);
      const expected =
        box.key === '3'
          ? { amount_cents: 0, count: figures.transactions }
          : {
              amount_cents:
                box.month === null ? figures.grossCents : (figures.monthCents[box.month - 1] ?? -1),
              count: events.length,
            };
      expect({ box: box.key, ...trace.boxes[box.key] }).toEqual({ box: box.key, ...expected });
    }
    expect(trace.boxes['1a'].amount_cents).toBe(2_000_001);
    expect(trace.boxes['5k']).toEqual({ amount_cents: 1_000_000, count: 100 });
    expect(trace.boxes['5l']).toEqual({ amount_cents: 1, count: 1 });
    expect(trace.boxes['5a']).toEqual({ amount_cents: 120_000, count: 12 });
    expect(trace.boxes['5j']).toEqual({ amount_cents: 0, count: 0 });
  });

  it('corrects a form when a payment lands after issue: issued and current side by side, the issued form unchanged', async () => {
    await sell(ann.userId, 5_000, '2025-06-15T18:00:00.000Z');
    await caughtUp(t);
    const view = (await get(`/finance/tax_forms/${formId}`, finance)).json<{
      figures: { grossCents: number };
      current: { grossCents: number };
      differs: boolean;
    }>();
    expect(view).toMatchObject({
      figures: { grossCents: 2_000_001 },
      current: { grossCents: 2_005_001 },
      differs: true,
    });
    const rows = (await get('/finance/tax_years/2025/payees', finance)).json<{
      rows: { payee_ids: string[]; status: string }[];
    }>().rows;
    expect(rows.find((r) => r.payee_ids.includes(ann.userId))?.status).toBe('correction_needed');
    const corrected = await post(`/finance/tax_forms/${formId}/correct`, finance);
    expect(corrected.statusCode).toBe(200);
    const newId = corrected.json<{ form_id: string }>().form_id;
    await caughtUp(t);
    const old = (await get(`/finance/tax_forms/${formId}`, finance)).json<{
      status: string;
      figures: { grossCents: number };
      corrected_by: string;
    }>();
    expect(old).toMatchObject({
      status: 'superseded',
      figures: { grossCents: 2_000_001 },
      corrected_by: newId,
    });
    expect((await post(`/finance/tax_forms/${newId}/correct`, finance)).json()).toMatchObject({
      error: { code: 'nothing_to_correct' },
    });
    expect((await get('/client_api/tax_forms', ann)).json()).toEqual(
      expect.arrayContaining([{ id: newId, order_year: 2025, short_name: '1099-K (Corrected)' }]),
    );
    const newDetail = (await get(`/client_api/tax_forms/${newId}`, ann)).json<{
      data: { total_1a: string };
    }>();
    expect(newDetail.data.total_1a).toBe('20050.01');
  });

  it('reveals the tax id only to finance, with a reason, recorded with who and why', async () => {
    for (const who of [ann, bob]) {
      const r = await post(`/finance/payees/${ann.userId}/tax_id/reveal`, who, { reason: 'look' });
      expect(r.statusCode).toBe(403);
    }
    const noReason = await post(`/finance/payees/${ann.userId}/tax_id/reveal`, finance, {
      reason: '',
    });
    expect(noReason.json()).toMatchObject({
      error: { fields: { reason: 'Please say why you need to see the tax id.' } },
    });
    const r = await post(`/finance/payees/${ann.userId}/tax_id/reveal`, finance, {
      reason: 'IRS B-notice',
      form_id: formId,
    });
    expect(r.json()).toMatchObject({ tax_id: '512-34-6789', kind: 'ssn', erased: false });
    const events = await store.readStream(`payout-${ann.userId}`);
    expect(events.at(-1)).toMatchObject({
      type: 'TaxIdRevealed',
      data: { payeeId: ann.userId, revealedBy: finance.userId, reason: 'IRS B-notice', formId },
      metadata: { actor: { id: finance.userId, role: 'finance' } },
    });
  });

  it('exports FIRE (750-byte records) for 2025 and the IRIS template for 2026, each with a validation report', async () => {
    const fire = (await get('/finance/tax_years/2025/export', finance)).json<{
      format: string;
      content: string;
      report: { valid: boolean; payees: number; errors: string[] };
    }>();
    expect(fire.format).toBe('fire');
    expect(fire.report).toMatchObject({ valid: true, payees: 1, errors: [] });
    const records = fire.content.split('\r\n').filter(Boolean);
    expect(records.map((r) => r[0]).join('')).toBe('TABCF');
    expect(records.every((r) => r.length === 750)).toBe(true);
    expect(records[2]?.slice(11, 20)).toBe(SSN_DIGITS);
    expect(Number(records[2]?.slice(54, 66))).toBe(2_005_001);
    const iris = (await get('/finance/tax_years/2026/export', finance)).json<{
      format: string;
      content: string;
      report: { valid: boolean };
    }>();
    expect(iris.format).toBe('iris');
    expect(iris.content.split('\r\n')[0]).toContain('Box 1a Gross Amount');
    expect((await get('/finance/tax_years/2025/export', bob)).statusCode).toBe(403);
    const exported = await store.readStream('tax-export-2025');
    expect(exported[0]).toMatchObject({
      type: 'TaxFilingExported',
      data: { exportedBy: finance.userId, valid: true },
    });
  });

  it('keeps thresholds as data finance can edit per year and jurisdiction', async () => {
    const before = (await get('/finance/thresholds/2025', finance)).json<{
      thresholds: { jurisdiction: string; minGrossCents: number; edited: boolean }[];
    }>();
    expect(before.thresholds.map((r) => r.jurisdiction)).toEqual([
      'platform',
      'federal',
      'VT',
      'MA',
      'VA',
      'MD',
      'IL',
    ]);
    const put = await t.inject({
      method: 'PUT',
      url: '/finance/thresholds/2025/federal',
      headers: finance.headers,
      payload: {
        min_gross: '600',
        gross_comparison: 'at_least',
        min_transactions: 0,
        transactions_comparison: 'at_least',
        note: 'test',
      },
    });
    expect(put.statusCode).toBe(200);
    const rows = (await get('/finance/tax_years/2025/payees', finance)).json<{
      rows: { payee_ids: string[]; crossed: string[] }[];
    }>().rows;
    expect(rows.find((r) => r.payee_ids.includes(bob.userId))?.crossed).toEqual(['federal']);
    const invalid = await t.inject({
      method: 'PUT',
      url: '/finance/thresholds/2025/federal',
      headers: finance.headers,
      payload: {
        min_gross: '6,000',
        gross_comparison: 'at_least',
        min_transactions: '4x',
        transactions_comparison: 'at_least',
      },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      min_gross: 'Please enter a dollar amount, with up to 2 decimals.',
      min_transactions: 'Please enter a whole number of transactions from 0 to 1,000,000.',
    });
    const refused = await t.inject({
      method: 'PUT',
      url: '/finance/thresholds/2025/federal',
      headers: ann.headers,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
  });

  it('after crypto-shredding the payee, the form keeps its figures and the tax id is unrecoverable', async () => {
    await t.app.get(PersonalDataVault).erase(ann.userId);
    const forms = (await get('/client_api/tax_forms', ann)).json<
      { id: string; short_name: string }[]
    >();
    const latest = forms.find((f) => f.short_name.includes('Corrected'));
    const detail = (await get(`/client_api/tax_forms/${latest?.id ?? ''}`, annToo)).json<{
      data: { total_1a: string; payee_name: string };
    }>();
    expect(detail.data).toMatchObject({ total_1a: '20050.01', payee_name: '' });
    const r = await post(`/finance/payees/${ann.userId}/tax_id/reveal`, finance, {
      reason: 'check erasure',
    });
    expect(r.json()).toMatchObject({ tax_id: null, erased: true });
  });

  it('has no clear tax id in events, read models, logs or answers to anyone but finance', async () => {
    const clear = [SSN_DIGITS, '512-34-6789', OTHER_SSN.join(''), '123456789012'];
    const events = JSON.stringify(await store.readAll());
    const readModels = t.app.get(ReadModels);
    const docs = JSON.stringify(
      await Promise.all(
        [FINANCE_PAYEES, TAX_FORMS, TAX_LEDGER_ENTRIES, TAX_LEDGER_YEARS].map((c) =>
          readModels.collection(c).find({}).toArray(),
        ),
      ),
    );
    const others = responses.filter((line) => !line.startsWith(finance.login)).join('\n');
    for (const secret of clear) {
      expect({ secret, inEvents: events.includes(secret) }).toEqual({ secret, inEvents: false });
      expect({ secret, inReadModels: docs.includes(secret) }).toEqual({
        secret,
        inReadModels: false,
      });
      expect({ secret, inLogs: t.logs.join('\n').includes(secret) }).toEqual({
        secret,
        inLogs: false,
      });
      expect({ secret, inOthersResponses: others.includes(secret) }).toEqual({
        secret,
        inOthersResponses: false,
      });
    }
  });
});
