import { describe, it } from '@jest/globals';
import {
  type FormFigures,
  type TaxFormDrafted,
  type TaxFormIssued,
  taxFormEligibility,
} from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import { payeeFormStatus, taxFormDecider } from './tax-form.decider.js';

const ELIGIBLE = taxFormEligibility([{ taxableStatus: 10 }]);
const FOREIGN = taxFormEligibility([{ taxableStatus: 0 }]);
const NO_PAYOUT_INFO = taxFormEligibility([null]);
const payee = '0190a000-0000-7000-8000-000000000001';
const form1 = '0190a000-0000-7000-8000-0000000000f1';
const form2 = '0190a000-0000-7000-8000-0000000000f2';
const figures = (grossCents: number): FormFigures => ({
  grossCents,
  transactions: 1,
  monthCents: [grossCents, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
});
const facts = (grossCents: number) => ({
  taxYear: 2025,
  filingKey: `account-${payee}`,
  payeeIds: [payee],
  primaryPayeeId: payee,
  figures: figures(grossCents),
  crossed: [{ jurisdiction: 'platform' as const, why: 'x' }],
  federalFiling: false,
  ledgerPosition: 7,
});
const drafted = (id: string, gross: number, correctionOf: string | null = null) =>
  ({
    type: 'TaxFormDrafted',
    data: { ...facts(gross), formId: id, correctionOf },
  }) as { type: 'TaxFormDrafted'; data: TaxFormDrafted['data'] };
const issued = (id: string, gross: number, correctionOf: string | null = null) =>
  ({
    type: 'TaxFormIssued',
    data: {
      ...facts(gross),
      formId: id,
      correctionOf,
      issuedAt: '2026-01-20T00:00:00.000Z',
      sealedPayee: null,
      taxId: null,
    },
  }) as { type: 'TaxFormIssued'; data: TaxFormIssued['data'] };
const issue = (formId: string) =>
  ({
    type: 'IssueForm',
    formId,
    eligibility: ELIGIBLE,
    issuedAt: '2026-01-20T00:00:00.000Z',
    sealedPayee: null,
    taxId: null,
  }) as const;
const correct = (formId: string, gross: number) =>
  ({
    type: 'IssueCorrection',
    formId,
    newFormId: form2,
    facts: facts(gross),
    eligibility: ELIGIBLE,
    payeeChanged: false,
    issuedAt: '2026-01-20T00:00:00.000Z',
    sealedPayee: null,
    taxId: null,
  }) as const;

describe('tax form decider', () => {
  it('drafts a form from the ledger figures', () => {
    spec(taxFormDecider)
      .given([])
      .when({ type: 'DraftForm', newFormId: form1, facts: facts(600_000), eligibility: ELIGIBLE })
      .then([drafted(form1, 600_000)]);
  });
  it('redrafts an open draft under its own id, and records nothing when nothing changed', () => {
    spec(taxFormDecider)
      .given([drafted(form1, 600_000)])
      .when({ type: 'DraftForm', newFormId: form2, facts: facts(700_000), eligibility: ELIGIBLE })
      .then([drafted(form1, 700_000)]);
    spec(taxFormDecider)
      .given([drafted(form1, 600_000)])
      .when({ type: 'DraftForm', newFormId: form2, facts: facts(600_000), eligibility: ELIGIBLE })
      .then([]);
  });
  it('issues a draft once', () => {
    spec(taxFormDecider)
      .given([drafted(form1, 600_000)])
      .when(issue(form1))
      .then([issued(form1, 600_000)]);
    spec(taxFormDecider)
      .given([drafted(form1, 600_000), issued(form1, 600_000)])
      .when(issue(form1))
      .thenThrows({ code: 'already_issued', status: 409 });
    spec(taxFormDecider).given([]).when(issue(form1)).thenThrows({ code: 'form_not_found' });
  });
  it('drafts nothing while the issued form matches the ledger; a changed ledger drafts a correction', () => {
    spec(taxFormDecider)
      .given([drafted(form1, 600_000), issued(form1, 600_000)])
      .when({ type: 'DraftForm', newFormId: form2, facts: facts(600_000), eligibility: ELIGIBLE })
      .then([]);
    spec(taxFormDecider)
      .given([drafted(form1, 600_000), issued(form1, 600_000)])
      .when({ type: 'DraftForm', newFormId: form2, facts: facts(650_000), eligibility: ELIGIBLE })
      .then([drafted(form2, 650_000, form1)]);
  });
  it('issues a corrected form with the new figures; the issued one is never changed', () => {
    spec(taxFormDecider)
      .given([drafted(form1, 600_000), issued(form1, 600_000)])
      .when(correct(form1, 650_000))
      .then([issued(form2, 650_000, form1)]);
  });
  it('refuses a correction with unchanged figures, of a superseded form, or of a draft', () => {
    spec(taxFormDecider)
      .given([drafted(form1, 600_000), issued(form1, 600_000)])
      .when(correct(form1, 600_000))
      .thenThrows({ code: 'nothing_to_correct', status: 422 });
    spec(taxFormDecider)
      .given([drafted(form1, 600_000), issued(form1, 600_000), issued(form2, 650_000, form1)])
      .when(correct(form1, 700_000))
      .thenThrows({ code: 'not_latest', status: 409 });
    spec(taxFormDecider)
      .given([drafted(form1, 600_000)])
      .when(correct(form1, 700_000))
      .thenThrows({ code: 'not_issued' });
  });
  it('never drafts or issues a 1099-K for a payee who is not US-taxable (Form 1042-S territory)', () => {
    spec(taxFormDecider)
      .given([])
      .when({ type: 'DraftForm', newFormId: form1, facts: facts(600_000), eligibility: FOREIGN })
      .thenThrows({ code: 'not_us_taxable', status: 422, fields: { payee: FOREIGN.message } });
    spec(taxFormDecider)
      .given([drafted(form1, 600_000)])
      .when({ ...issue(form1), eligibility: FOREIGN })
      .thenThrows({ code: 'not_us_taxable', status: 422 });
  });
  it('drafts for a payee without payout info, but issues only once they have saved it', () => {
    spec(taxFormDecider)
      .given([])
      .when({
        type: 'DraftForm',
        newFormId: form1,
        facts: facts(600_000),
        eligibility: NO_PAYOUT_INFO,
      })
      .then([drafted(form1, 600_000)]);
    spec(taxFormDecider)
      .given([drafted(form1, 600_000)])
      .when({ ...issue(form1), eligibility: NO_PAYOUT_INFO })
      .thenThrows({
        code: 'no_payout_info',
        status: 422,
        fields: { payee: NO_PAYOUT_INFO.message },
      });
  });
  it('issues a corrected form when only the payee details changed (same figures)', () => {
    spec(taxFormDecider)
      .given([drafted(form1, 600_000), issued(form1, 600_000)])
      .when({ ...correct(form1, 600_000), payeeChanged: true })
      .then([issued(form2, 600_000, form1)]);
  });
});

describe('payeeFormStatus', () => {
  const base = { figures: figures(600_000), crossed: true, eligibility: ELIGIBLE };
  it('links the form whatever changed, and names why a correction is due', () => {
    const forms = [{ status: 'issued', figures: figures(600_000) }];
    expect(payeeFormStatus({ ...base, forms, payeeChanged: false })).toEqual({
      status: 'issued',
      reasons: [],
      noFormReason: null,
    });
    expect(payeeFormStatus({ ...base, forms, payeeChanged: true }).reasons).toEqual(['payee']);
    expect(
      payeeFormStatus({ ...base, figures: figures(1), forms, payeeChanged: true }),
    ).toMatchObject({ status: 'correction_needed', reasons: ['figures', 'payee'] });
  });
  it('says why a payee has no form', () => {
    expect(
      payeeFormStatus({ ...base, eligibility: FOREIGN, forms: [], payeeChanged: false })
        .noFormReason,
    ).toBe(FOREIGN.message);
    expect(
      payeeFormStatus({ ...base, crossed: false, forms: [], payeeChanged: false }).noFormReason,
    ).toBe('No threshold crossed this year: no form.');
  });
});
