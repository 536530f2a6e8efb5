import type { FinanceEvent, PayoutInfoSaved, TaxIdentitySet } from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError } from '../../shared/errors.js';

type PayoutEvent = Extract<
  FinanceEvent,
  { type: 'PayoutInfoSaved' | 'TaxIdentitySet' | 'TaxIdRevealed' }
>;

export interface PayoutState {
  readonly saved: PayoutInfoSaved['data'] | null;
  readonly taxId: TaxIdentitySet['data'] | null;
  readonly reveals: number;
}

export type PayoutCommand =
  | {
      readonly type: 'SavePayoutInfo';
      readonly info: PayoutInfoSaved['data'];
      /** A newly entered tax id, sealed and indexed by the handler (null keeps the one on file). */
      readonly taxId: TaxIdentitySet['data'] | null;
    }
  | {
      readonly type: 'RevealTaxId';
      readonly payeeId: string;
      readonly revealedBy: string;
      readonly reason: string;
      readonly formId: string | null;
    };

export const PAYOUT_ERRORS = {
  noTaxId: 'This payee has no tax id on file.',
} as const;

/**
 * A payee's payout info and tax identity (stream `payout-<payeeId>`). Saving records the
 * payout facts (personal parts sealed); a tax id is recorded only when it is new or changed
 * (same blind index: nothing). Every reveal of the clear tax id is an event with who and why.
 */
export const payoutDecider: Decider<PayoutState, PayoutCommand, PayoutEvent> = {
  name: 'payout',
  eventTypes: ['PayoutInfoSaved', 'TaxIdentitySet', 'TaxIdRevealed'],
  initialState: { saved: null, taxId: null, reveals: 0 },
  evolve(state, event) {
    switch (event.type) {
      case 'PayoutInfoSaved':
        return { ...state, saved: event.data };
      case 'TaxIdentitySet':
        return { ...state, taxId: event.data };
      case 'TaxIdRevealed':
        return { ...state, reveals: state.reveals + 1 };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SavePayoutInfo': {
        const events: PayoutEvent[] = [{ type: 'PayoutInfoSaved', data: command.info }];
        if (command.taxId && command.taxId.taxIdIndex !== state.taxId?.taxIdIndex) {
          events.push({ type: 'TaxIdentitySet', data: command.taxId });
        } else if (command.taxId && state.taxId && command.taxId.kind !== state.taxId.kind) {
          events.push({ type: 'TaxIdentitySet', data: command.taxId });
        }
        return events;
      }
      case 'RevealTaxId': {
        if (!state.taxId) throw new DomainError('no_tax_id', PAYOUT_ERRORS.noTaxId, 404);
        return [
          {
            type: 'TaxIdRevealed',
            data: {
              payeeId: command.payeeId,
              revealedBy: command.revealedBy,
              reason: command.reason,
              formId: command.formId,
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
