import { Inject, Injectable } from '@nestjs/common';
import {
  centsToDecimal,
  type FilerInfo,
  type FinanceFormView,
  maskTaxId,
  boxTitle,
  FORM_1099K_BOXES,
  MONTH_BOXES,
  type MonthDetailKey,
  PAYEE_INSTRUCTIONS,
  type TaxFormDetail,
  type TaxFormIssued,
  taxFormStreamId,
} from '@flirtwire/contracts';
import type { TaxFormDoc } from '@flirtwire/projections';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { PersonalDataVault } from '../../infrastructure/personal-data/personal-data-vault.js';
import { FinanceLedger } from '../finance-ledger.js';
import type { PayoutDetails } from '../payout/payout-view.js';
import { FormSealing, payeeIdentityChanged } from './form-sealing.js';
import { sameFigures } from './tax-form.decider.js';

/**
 * The filer block printed on every form (the platform as the payment settlement entity).
 * Fixed product data, not personal data; replace with the company's registered details.
 */
export const FILER: FilerInfo = {
  name: 'Flirtwire, Inc.',
  address: '535 Mission Street, 14th Floor',
  city_state_zip: 'San Francisco, CA 94105',
  phone: '(415) 555-0100',
  tin: '88-1234567',
  filer_type: 'Payment settlement entity (PSE)',
};

export const SHORT_NAME = '1099-K';
export const CORRECTED_SHORT_NAME = '1099-K (Corrected)';

const money = (cents: number) => centsToDecimal(cents);

/** An issued or drafted form as finance, the payee and the printer see it. */
@Injectable()
export class TaxFormDocuments {
  constructor(
    private readonly ledger: FinanceLedger,
    private readonly vault: PersonalDataVault,
    private readonly sealing: FormSealing,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /**
   * Whether the payee a correction of this issued form would carry (`primaryPayeeId`, the
   * group's primary now) differs from the identity it was issued with. False for drafts.
   */
  async payeeChanged(form: TaxFormDoc, primaryPayeeId: string): Promise<boolean> {
    if (form.status !== 'issued') return false;
    const issued = await this.issued(form);
    if (!issued) return false;
    return payeeIdentityChanged(
      await this.sealing.issuedIdentity(issued),
      await this.sealing.currentIdentity(primaryPayeeId),
    );
  }

  /** The TaxFormIssued event behind an issued form (its sealed payee copy and tax id). */
  async issued(form: TaxFormDoc): Promise<TaxFormIssued['data'] | null> {
    // eslint-disable-next-line local/state-via-command-processor -- the one TaxFormIssued event's sealed copy, read as recorded: no state folded
    const events = await this.store.readStream(taxFormStreamId(form.taxYear, form.filingKey));
    const found = events.find(
      (event) =>
        event.type === 'TaxFormIssued' && (event.data as { formId: string }).formId === form._id,
    );
    return found ? (found.data as TaxFormIssued['data']) : null;
  }

  async financeView(form: TaxFormDoc): Promise<FinanceFormView> {
    const current = await this.ledger.currentGroup(form.taxYear, form.filingKey, form.payeeIds);
    return {
      id: form._id,
      tax_year: form.taxYear,
      filing_key: form.filingKey,
      status: form.status,
      corrected: form.correctionOf !== null,
      correction_of: form.correctionOf,
      corrected_by: form.correctedBy,
      payee_ids: form.payeeIds,
      primary_payee_id: form.primaryPayeeId,
      tax_id:
        form.taxIdKind && form.taxIdLast4
          ? maskTaxId(form.taxIdKind, form.taxIdLast4)
          : current.taxId,
      federal_filing: form.federalFiling,
      crossed: form.crossed,
      figures: form.figures,
      current: current.figures,
      differs: !sameFigures(form.figures, current.figures),
      payee_changed: await this.payeeChanged(form, current.primaryPayeeId),
      eligibility: current.eligibility.code,
      issued_at: form.issuedAt,
    };
  }

  /** Spec 001 §3 tax form detail: payee from the sealed copy (blank once erased), TIN masked. */
  async detail(form: TaxFormDoc): Promise<TaxFormDetail> {
    const issued = await this.issued(form);
    let payee: Partial<PayoutDetails> = {};
    let state = '';
    if (issued?.sealedPayee) {
      const clear = await this.vault.decrypt(issued.primaryPayeeId, issued.sealedPayee);
      if (clear) {
        const parsed = JSON.parse(clear) as PayoutDetails & { state?: string };
        payee = parsed;
        state = parsed.state ?? '';
      }
    }
    const months = Object.fromEntries(
      MONTH_BOXES.map((box) => [box.detailKey, money(form.figures.monthCents[box.month - 1] ?? 0)]),
    ) as Record<MonthDetailKey, string>;
    return {
      id: form._id,
      order_year: form.taxYear,
      short_name: form.correctionOf ? CORRECTED_SHORT_NAME : SHORT_NAME,
      corrected: form.correctionOf !== null,
      data: {
        payee_name: payee.payee_name ?? '',
        address_line1: payee.address_line1 ?? '',
        ...(payee.address_line2 ? { address_line2: payee.address_line2 } : {}),
        city: payee.city ?? '',
        state,
        zip: payee.zip_code ?? '',
        TIN: form.taxIdKind && form.taxIdLast4 ? maskTaxId(form.taxIdKind, form.taxIdLast4) : '',
        filer: FILER,
        total_1a: money(form.figures.grossCents),
        num_trans_3: form.figures.transactions,
        ...months,
      },
    };
  }

  /** Copy B for the payee as a PDF (pdfkit), with the masked tax id. */
  async pdf(form: TaxFormDoc): Promise<Buffer> {
    const detail = await this.detail(form);
    return renderCopyB(detail);
  }
}

const fmt = (decimal: string) =>
  `$${Number(decimal.split('.')[0]).toLocaleString('en-US')}.${decimal.split('.')[1] ?? '00'}`;

/**
 * pdfkit (with its fonts and decoders) is loaded on the first Copy B, not with the app: it took
 * a fifth of a second of every start, of every API test suite, and few of them render a PDF.
 */
async function renderCopyB(detail: TaxFormDetail): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 48,
      info: { Title: `Form 1099-K ${detail.order_year} Copy B`, Author: FILER.name },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    doc.on('error', reject);
    const d = detail.data;
    doc.fontSize(18).text(`Form 1099-K  Payment Card and Third Party Network Transactions`);
    doc.fontSize(11).text(`Tax year ${detail.order_year}   Copy B For Payee`);
    if (detail.corrected) doc.fontSize(12).text('CORRECTED');
    doc.moveDown();
    doc.fontSize(10).text("FILER'S name, street address, city, state, ZIP code and telephone no.");
    doc.text(`${d.filer.name}\n${d.filer.address}\n${d.filer.city_state_zip}\n${d.filer.phone}`);
    doc.text(`FILER'S TIN: ${d.filer.tin}    ${d.filer.filer_type}`);
    doc.moveDown();
    doc.text(`PAYEE'S TIN: ${d.TIN || '(none on file)'}`);
    doc.text("PAYEE'S name, street address, city, state and ZIP code");
    doc.text(d.payee_name || '(not available)');
    doc.text([d.address_line1, d.address_line2].filter(Boolean).join(', '));
    doc.text(`${d.city}${d.state ? `, ${d.state}` : ''} ${d.zip}`);
    doc.moveDown();
    for (const box of FORM_1099K_BOXES) {
      const value = d[box.detailKey];
      doc.text(`${boxTitle(box)}: ${typeof value === 'number' ? String(value) : fmt(value)}`);
    }
    doc.moveDown();
    for (const line of PAYEE_INSTRUCTIONS) doc.text(line).moveDown(0.5);
    doc.end();
  });
}
