import { describe, expect, it } from '@jest/globals';
import { ProjectionHarness } from '../testing/projection-harness.js';
import { FINANCE_PAYEES, TAX_FORMS, taxFormsProjection } from './tax-forms.projection.js';

const payee = '0190a000-0000-7000-8000-000000000001';
const form1 = '0190a000-0000-7000-8000-0000000000f1';
const form2 = '0190a000-0000-7000-8000-0000000000f2';
const facts = (formId: string, grossCents: number, correctionOf: string | null = null) => ({
  formId,
  taxYear: 2025,
  filingKey: 'a'.repeat(64),
  payeeIds: [payee],
  primaryPayeeId: payee,
  figures: {
    grossCents,
    transactions: 1,
    monthCents: [grossCents, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  },
  crossed: [{ jurisdiction: 'platform', why: 'x' }],
  federalFiling: false,
  correctionOf,
  ledgerPosition: 3,
});
const issuedData = (formId: string, gross: number, correctionOf: string | null = null) => ({
  ...facts(formId, gross, correctionOf),
  issuedAt: '2026-01-20T00:00:00.000Z',
  sealedPayee: 'pd1.aaaa.bbbb',
  taxId: { kind: 'ssn', last4: '6789', sealedTaxId: 'pd1.cccc.dddd' },
});

function events(h: ProjectionHarness) {
  return [
    h.event('TaxIdentitySet', {
      payeeId: payee,
      kind: 'ssn',
      sealedTaxId: 'pd1.cccc.dddd',
      taxIdIndex: 'a'.repeat(64),
      last4: '6789',
    }),
    h.event('TaxFormDrafted', facts(form1, 600_000)),
    h.event('TaxFormIssued', issuedData(form1, 600_000)),
    h.event('TaxFormIssued', issuedData(form2, 650_000, form1)),
  ];
}

describe('tax forms projection', () => {
  it('keeps payees with the tax id blind index and last four only, never sealed or clear values', async () => {
    const h = new ProjectionHarness(taxFormsProjection);
    await h.run(events(h));
    expect(h.doc(FINANCE_PAYEES, payee)).toEqual({
      _id: payee,
      payeeId: payee,
      taxIdIndex: 'a'.repeat(64),
      taxIdKind: 'ssn',
      taxIdLast4: '6789',
      country: null,
      state: null,
      taxableStatus: null,
      paymentPeriod: null,
      reveals: 0,
    });
    expect(JSON.stringify(h.snapshot())).not.toContain('pd1.');
  });

  it('moves a form from draft to issued, and a correction supersedes the issued form without changing its figures', async () => {
    const h = new ProjectionHarness(taxFormsProjection);
    await h.run(events(h));
    expect(h.doc(TAX_FORMS, form1)).toMatchObject({
      status: 'superseded',
      correctedBy: form2,
      figures: { grossCents: 600_000 },
      taxIdLast4: '6789',
    });
    expect(h.doc(TAX_FORMS, form2)).toMatchObject({
      status: 'issued',
      correctionOf: form1,
      figures: { grossCents: 650_000 },
    });
  });

  it('changes nothing when the events are replayed', async () => {
    const h = new ProjectionHarness(taxFormsProjection);
    const all = events(h);
    await h.run(all);
    const once = h.snapshot();
    await h.run(all);
    expect(h.snapshot()).toEqual(once);
  });
});
