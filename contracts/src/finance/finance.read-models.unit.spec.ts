import { describe, expect, it } from '@jest/globals';
import {
  FinanceFormsResponse,
  FinancePayeesResponse,
  MONTH_KEYS,
  TaxFormDetail,
  TaxFormList,
  ThresholdsResponse,
} from './finance.read-models.js';
import { defaultThresholds } from './tax-thresholds.js';

const figures = { grossCents: 600_000, transactions: 3, monthCents: Array<number>(12).fill(0) };

const payeeRow = {
  filing_key: 'abc',
  payee_ids: ['p1'],
  logins: ['erin'],
  tax_id: '***-**-6789',
  state: 'TX',
  country: 'US',
  taxable_status: 10,
  eligibility: 'eligible',
  no_form_reason: null,
  correction_reasons: ['figures'],
  form_ids: ['f1'],
  gross_cents: 600_000,
  transactions: 3,
  crossed: ['platform'],
  why: ['gross $6,000.00 at least $600.00'],
  federal_filing: false,
  status: 'correction_needed',
  form_id: 'f1',
  issued_gross_cents: 600_000,
};

const formView = {
  id: 'f1',
  tax_year: 2025,
  filing_key: 'abc',
  status: 'issued',
  corrected: false,
  correction_of: null,
  corrected_by: null,
  payee_ids: ['p1'],
  primary_payee_id: 'p1',
  tax_id: '***-**-6789',
  federal_filing: false,
  crossed: [{ jurisdiction: 'platform', why: 'gross at least $600.00' }],
  figures,
  current: figures,
  differs: false,
  payee_changed: false,
  eligibility: 'eligible',
  issued_at: '2026-01-10T00:00:00.000Z',
};

const filer = {
  name: 'Flirtwire',
  address: '1 Main St',
  city_state_zip: 'Austin, TX 73301',
  phone: '555-0100',
  tin: '12-3456789',
  filer_type: 'PSE',
};

const detail = {
  id: 'f1',
  order_year: 2025,
  short_name: '1099-K',
  corrected: false,
  data: {
    payee_name: 'Erin Payee',
    address_line1: '9 Elm St',
    city: 'Austin',
    state: 'TX',
    zip: '73301',
    TIN: '***-**-6789',
    filer,
    total_1a: '6000.00',
    num_trans_3: 3,
    ...Object.fromEntries(MONTH_KEYS.map((key) => [key, '500.00'])),
  },
};

/** The finance console's and the payee's responses, as the screens parse them. */
describe('finance read model schemas', () => {
  it('parse what the API answers, unchanged', () => {
    expect(FinancePayeesResponse.parse({ rows: [payeeRow] })).toEqual({ rows: [payeeRow] });
    expect(FinanceFormsResponse.parse({ forms: [formView] })).toEqual({ forms: [formView] });
    const thresholds = defaultThresholds(2025).map((rule) => ({ ...rule, edited: false }));
    expect(ThresholdsResponse.parse({ thresholds })).toEqual({ thresholds });
    const list = [{ id: 'f1', order_year: 2025, short_name: '1099-K' }];
    expect(TaxFormList.parse(list)).toEqual(list);
    expect(TaxFormDetail.parse(detail)).toEqual(detail);
  });

  it('refuse a response that is not the contract (a month box missing, an unknown status)', () => {
    const withoutJanuary: Record<string, unknown> = { ...detail.data };
    delete withoutJanuary['jan_5a'];
    expect(TaxFormDetail.safeParse({ ...detail, data: withoutJanuary }).success).toBe(false);
    expect(
      FinancePayeesResponse.safeParse({ rows: [{ ...payeeRow, status: 'lost' }] }).success,
    ).toBe(false);
    expect(
      FinanceFormsResponse.safeParse({ forms: [{ ...formView, eligibility: 'maybe' }] }).success,
    ).toBe(false);
  });
});
