import {
  type AnyEventEnvelope,
  type FormFigures,
  type Jurisdiction,
  READ_MODELS,
} from '@flirtwire/contracts';
import { defineProjection, type DocumentOp, documentOp, ownedByUser } from '../projection.js';

export const FINANCE_PAYEES = READ_MODELS.financePayees;
export const TAX_FORMS = READ_MODELS.taxForms;

/**
 * A payee's payout facts finance needs to group and filter: never a clear tax id, only its
 * blind index (accounts sharing a tax id share it), its kind and last four.
 */
export type FinancePayeeDoc = {
  _id: string;
  payeeId: string;
  country: string | null;
  state: string | null;
  taxableStatus: number | null;
  paymentPeriod: number | null;
  taxIdIndex: string | null;
  taxIdKind: 'ssn' | 'ein' | null;
  taxIdLast4: string | null;
  reveals: number;
};

/** A Form 1099-K: a draft, an issued form (immutable figures), or one a correction replaced. */
export type TaxFormDoc = {
  _id: string;
  taxYear: number;
  filingKey: string;
  payeeIds: string[];
  primaryPayeeId: string;
  status: 'draft' | 'issued' | 'superseded';
  figures: FormFigures;
  crossed: { jurisdiction: Jurisdiction; why: string }[];
  federalFiling: boolean;
  correctionOf: string | null;
  correctedBy: string | null;
  issuedAt: string | null;
  taxIdKind: 'ssn' | 'ein' | null;
  taxIdLast4: string | null;
  ledgerPosition: number;
  updatedAt: string;
};

const EVENT_TYPES = [
  'PayoutInfoSaved',
  'TaxIdentitySet',
  'TaxIdRevealed',
  'TaxFormDrafted',
  'TaxFormIssued',
] as const;
type Handled = Extract<AnyEventEnvelope, { type: (typeof EVENT_TYPES)[number] }>;

const payeeDefaults = (payeeId: string) => ({ payeeId });

/**
 * A form's document as drafted or issued: the form's facts and, for an issued one, when and to
 * which tax id.
 */
function formDoc(
  d: Extract<Handled, { type: 'TaxFormDrafted' }>['data'],
  issue: Pick<TaxFormDoc, 'status' | 'issuedAt' | 'taxIdKind' | 'taxIdLast4'>,
  updatedAt: string,
): Omit<TaxFormDoc, '_id'> {
  return {
    taxYear: d.taxYear,
    filingKey: d.filingKey,
    payeeIds: d.payeeIds,
    primaryPayeeId: d.primaryPayeeId,
    figures: d.figures,
    crossed: d.crossed,
    federalFiling: d.federalFiling,
    correctionOf: d.correctionOf,
    correctedBy: null,
    ledgerPosition: d.ledgerPosition,
    ...issue,
    updatedAt,
  };
}

/**
 * Finance's read model: payees (payout facts, tax id blind index, kind and last four) and
 * Form 1099-K documents with their status. Every write is idempotent (replace or $set by id).
 */
export const taxFormsProjection = defineProjection<Handled>({
  name: 'tax-forms',
  version: 1,
  // Each document is one payee (their payout stream) or one filing (its tax-form stream): one bus
  // key, one topic (docs/adr/0124).
  partitioned: true,
  eventTypes: EVENT_TYPES,
  collections: {
    [FINANCE_PAYEES]: { indexes: [{ key: { taxIdIndex: 1 } }] },
    [TAX_FORMS]: {
      indexes: [{ key: { taxYear: 1, filingKey: 1 } }, { key: { payeeIds: 1, taxYear: -1 } }],
    },
  },
  handle: (event): DocumentOp[] => {
    switch (event.type) {
      case 'PayoutInfoSaved': {
        const { payeeId, country, state, taxableStatus, paymentPeriod } = event.data;
        return [
          documentOp<FinancePayeeDoc>(FINANCE_PAYEES, {
            updateOne: {
              filter: { _id: payeeId },
              update: {
                $set: { country, state, taxableStatus, paymentPeriod },
                $setOnInsert: {
                  ...payeeDefaults(payeeId),
                  taxIdIndex: null,
                  taxIdKind: null,
                  taxIdLast4: null,
                  reveals: 0,
                },
              },
              upsert: true,
            },
          }),
        ];
      }
      case 'TaxIdentitySet': {
        const { payeeId, taxIdIndex, kind, last4 } = event.data;
        return [
          documentOp<FinancePayeeDoc>(FINANCE_PAYEES, {
            updateOne: {
              filter: { _id: payeeId },
              update: {
                $set: { taxIdIndex, taxIdKind: kind, taxIdLast4: last4 },
                $setOnInsert: {
                  ...payeeDefaults(payeeId),
                  country: null,
                  state: null,
                  taxableStatus: null,
                  paymentPeriod: null,
                  reveals: 0,
                },
              },
              upsert: true,
            },
          }),
        ];
      }
      case 'TaxIdRevealed':
        // Counted from the stream revision, so a redelivery does not count twice.
        return [
          documentOp<FinancePayeeDoc>(FINANCE_PAYEES, {
            updateOne: {
              filter: { _id: event.data.payeeId },
              update: { $max: { reveals: event.revision + 1 } },
            },
          }),
        ];
      case 'TaxFormDrafted': {
        const d = event.data;
        return [
          documentOp<TaxFormDoc>(TAX_FORMS, {
            replaceOne: {
              filter: { _id: d.formId },
              replacement: formDoc(
                d,
                { status: 'draft', issuedAt: null, taxIdKind: null, taxIdLast4: null },
                event.occurredAt,
              ),
              upsert: true,
            },
          }),
        ];
      }
      case 'TaxFormIssued': {
        const d = event.data;
        const ops: DocumentOp[] = [
          documentOp<TaxFormDoc>(
            TAX_FORMS,
            {
              replaceOne: {
                filter: { _id: d.formId },
                replacement: formDoc(
                  d,
                  {
                    status: 'issued',
                    issuedAt: d.issuedAt,
                    taxIdKind: d.taxId?.kind ?? null,
                    taxIdLast4: d.taxId?.last4 ?? null,
                  },
                  event.occurredAt,
                ),
                upsert: true,
              },
            },
            { owner: ownedByUser(d.primaryPayeeId) },
          ),
        ];
        if (d.correctionOf) {
          ops.push(
            documentOp<TaxFormDoc>(TAX_FORMS, {
              updateOne: {
                filter: { _id: d.correctionOf },
                update: { $set: { status: 'superseded', correctedBy: d.formId } },
              },
            }),
          );
        }
        return ops;
      }
      default: {
        const never: never = event;
        return never;
      }
    }
  },
});
