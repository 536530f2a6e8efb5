import type {
  FinanceEvent,
  FormFigures,
  TaxFormDrafted,
  TaxFormEligibility,
  TaxFormIssued,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError } from '../../shared/errors.js';

type FormEvent = Extract<FinanceEvent, { type: 'TaxFormDrafted' | 'TaxFormIssued' }>;
type Facts = TaxFormDrafted['data'];

export interface TaxFormState {
  readonly draft: Facts | null;
  /** Issued forms, oldest first; the last is in force. Never changed once issued. */
  readonly issued: readonly TaxFormIssued['data'][];
}

export type TaxFormCommand =
  | {
      readonly type: 'DraftForm';
      /** Used when no draft is open (an open draft keeps its id). */
      readonly newFormId: string;
      readonly facts: Omit<Facts, 'formId' | 'correctionOf'>;
      readonly eligibility: TaxFormEligibility;
    }
  | {
      readonly type: 'IssueForm';
      readonly eligibility: TaxFormEligibility;
      readonly formId: string;
      readonly issuedAt: string;
      readonly sealedPayee: string | null;
      readonly taxId: TaxFormIssued['data']['taxId'];
    }
  | {
      readonly type: 'IssueCorrection';
      /** The issued form being corrected. */
      readonly formId: string;
      readonly newFormId: string;
      readonly facts: Omit<Facts, 'formId' | 'correctionOf'>;
      readonly eligibility: TaxFormEligibility;
      /** The payee's name, address or tax id differ from the copy the form was issued with. */
      readonly payeeChanged: boolean;
      readonly issuedAt: string;
      readonly sealedPayee: string | null;
      readonly taxId: TaxFormIssued['data']['taxId'];
    };

export const TAX_FORM_ERRORS = {
  notFound: 'This tax form was not found.',
  alreadyIssued: 'This tax form was already issued; issue a corrected form instead.',
  notLatest: 'Only the form in force can be corrected.',
  notIssued: 'Only an issued form can be corrected.',
  nothingToCorrect:
    'Neither the figures nor the payee details have changed since this form was issued.',
} as const;

export const sameFigures = (a: FormFigures, b: FormFigures): boolean =>
  a.grossCents === b.grossCents &&
  a.transactions === b.transactions &&
  a.monthCents.every((cents, i) => cents === b.monthCents[i]);

/** A foreign payee's figures are never drafted as a 1099-K (spec 001 §1; Form 1042-S). */
export const mayDraft = (eligibility: TaxFormEligibility): boolean =>
  eligibility.code !== 'not_us_taxable';

/** A form is issued (or corrected) only to a payee eligible to work in the US, with payout info. */
function assertIssuable(eligibility: TaxFormEligibility): void {
  if (!eligibility.eligible) {
    throw new DomainError(eligibility.code, eligibility.message, 422, {
      payee: eligibility.message,
    });
  }
}

const NO_FORM_REASONS = {
  belowThresholds: 'No threshold crossed this year: no form.',
  notGenerated: 'A threshold is crossed: generate forms to draft one.',
} as const;

/**
 * A payee's form status in the console from its forms (linked by filing key or account, so a
 * form stays linked whatever changed since), its figures now and whether its payee details
 * changed since the form in force was issued (then a corrected form is offered).
 */
export function payeeFormStatus(input: {
  readonly forms: readonly { readonly status: string; readonly figures: FormFigures }[];
  readonly figures: FormFigures;
  readonly crossed: boolean;
  readonly eligibility: TaxFormEligibility;
  readonly payeeChanged: boolean;
}): {
  status: 'none' | 'draft' | 'issued' | 'correction_needed';
  reasons: ('figures' | 'payee')[];
  noFormReason: string | null;
} {
  const draft = input.forms.some((f) => f.status === 'draft');
  const inForce = input.forms.filter((f) => f.status === 'issued').pop() ?? null;
  const reasons: ('figures' | 'payee')[] = [];
  if (inForce && !sameFigures(inForce.figures, input.figures)) reasons.push('figures');
  if (inForce && input.payeeChanged) reasons.push('payee');
  const status = draft
    ? 'draft'
    : inForce
      ? reasons.length > 0
        ? 'correction_needed'
        : 'issued'
      : 'none';
  const noFormReason =
    status !== 'none'
      ? null
      : input.eligibility.code === 'not_us_taxable'
        ? input.eligibility.message
        : !input.crossed
          ? NO_FORM_REASONS.belowThresholds
          : (input.eligibility.message ?? NO_FORM_REASONS.notGenerated);
  return { status, reasons, noFormReason };
}

const latest = (state: TaxFormState) => state.issued[state.issued.length - 1] ?? null;

/**
 * Form 1099-K for one tax id (or one account without one) and one tax year (stream
 * `taxform-<year>-<filingKey>`): drafted from the ledger, reviewed, issued once; an issued form
 * never changes, a later payment or refund is answered by a corrected form.
 */
export const taxFormDecider: Decider<TaxFormState, TaxFormCommand, FormEvent> = {
  name: 'tax-form',
  eventTypes: ['TaxFormDrafted', 'TaxFormIssued'],
  initialState: { draft: null, issued: [] },
  evolve(state, event) {
    switch (event.type) {
      case 'TaxFormDrafted':
        return { ...state, draft: event.data };
      case 'TaxFormIssued':
        return { draft: null, issued: [...state.issued, event.data] };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'DraftForm': {
        if (!mayDraft(command.eligibility)) assertIssuable(command.eligibility);
        const inForce = latest(state);
        if (inForce && sameFigures(inForce.figures, command.facts.figures)) return [];
        if (
          state.draft &&
          sameFigures(state.draft.figures, command.facts.figures) &&
          state.draft.crossed.length === command.facts.crossed.length &&
          state.draft.payeeIds.join() === command.facts.payeeIds.join()
        ) {
          return [];
        }
        return [
          {
            type: 'TaxFormDrafted',
            data: {
              ...command.facts,
              formId: state.draft?.formId ?? command.newFormId,
              correctionOf: inForce?.formId ?? null,
            },
          },
        ];
      }
      case 'IssueForm': {
        if (state.issued.some((form) => form.formId === command.formId)) {
          throw new DomainError('already_issued', TAX_FORM_ERRORS.alreadyIssued, 409);
        }
        if (state.draft?.formId !== command.formId) {
          throw new DomainError('form_not_found', TAX_FORM_ERRORS.notFound, 404);
        }
        assertIssuable(command.eligibility);
        return [
          {
            type: 'TaxFormIssued',
            data: {
              ...state.draft,
              issuedAt: command.issuedAt,
              sealedPayee: command.sealedPayee,
              taxId: command.taxId,
            },
          },
        ];
      }
      case 'IssueCorrection': {
        const inForce = latest(state);
        if (!state.issued.some((form) => form.formId === command.formId)) {
          throw new DomainError('not_issued', TAX_FORM_ERRORS.notIssued, 409);
        }
        if (inForce?.formId !== command.formId) {
          throw new DomainError('not_latest', TAX_FORM_ERRORS.notLatest, 409);
        }
        assertIssuable(command.eligibility);
        if (sameFigures(inForce.figures, command.facts.figures) && !command.payeeChanged) {
          throw new DomainError('nothing_to_correct', TAX_FORM_ERRORS.nothingToCorrect, 422);
        }
        return [
          {
            type: 'TaxFormIssued',
            data: {
              ...command.facts,
              formId: command.newFormId,
              correctionOf: inForce.formId,
              issuedAt: command.issuedAt,
              sealedPayee: command.sealedPayee,
              taxId: command.taxId,
            },
          },
        ];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
