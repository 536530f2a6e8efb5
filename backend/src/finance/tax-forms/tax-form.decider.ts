import type {
  FinanceEvent,
  FormFigures,
  TaxFormDrafted,
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
    }
  | {
      readonly type: 'IssueForm';
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
      readonly issuedAt: string;
      readonly sealedPayee: string | null;
      readonly taxId: TaxFormIssued['data']['taxId'];
    };

export const TAX_FORM_ERRORS = {
  notFound: 'This tax form was not found.',
  alreadyIssued: 'This tax form was already issued; issue a corrected form instead.',
  notLatest: 'Only the form in force can be corrected.',
  notIssued: 'Only an issued form can be corrected.',
  nothingToCorrect: 'The figures have not changed since this form was issued.',
} as const;

export const sameFigures = (a: FormFigures, b: FormFigures): boolean =>
  a.grossCents === b.grossCents &&
  a.transactions === b.transactions &&
  a.monthCents.every((cents, i) => cents === b.monthCents[i]);

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
        if (sameFigures(inForce.figures, command.facts.figures)) {
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
