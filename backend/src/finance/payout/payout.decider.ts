import type { FinanceEvent, PayoutInfoSaved, TaxIdentitySet } from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError } from '../../shared/errors.js';

type PayoutEvent = Extract<
  FinanceEvent,
  { type: 'PayoutInfoSaved' | 'TaxIdentitySet' | 'TaxIdRevealed' | 'PayoutInfoUnverified' }
>;

export interface PayoutState {
  readonly saved: PayoutInfoSaved['data'] | null;
  readonly taxId: TaxIdentitySet['data'] | null;
  readonly reveals: number;
  /** The returned payout that put payouts on hold until the info is saved again, else null. */
  readonly unverifiedBy: { readonly payoutId: string; readonly code: string } | null;
}

/**
 * Whether the payee information is verified for payouts (spec 002 §3, §6): saved, with a tax id
 * where the taxable status needs one, and not since refused by a returned payout.
 */
export function isPayeeVerified(state: PayoutState): boolean {
  if (!state.saved || state.unverifiedBy !== null) return false;
  return state.saved.taxableStatus === 0 || state.taxId !== null;
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
    }
  | {
      readonly type: 'MarkPayoutInfoUnverified';
      readonly payeeId: string;
      readonly payoutId: string;
      readonly code: string;
    };

const PAYOUT_ERRORS = {
  noTaxId: 'This payee has no tax id on file.',
} as const;

/**
 * A payee's payout info and tax identity (stream `payout-<payeeId>`). Saving records the
 * payout facts (personal parts sealed); a tax id is recorded only when it is new or changed
 * (same blind index: nothing). Every reveal of the clear tax id is an event with who and why.
 */
export const payoutDecider: Decider<PayoutState, PayoutCommand, PayoutEvent> = {
  name: 'payout',
  eventTypes: ['PayoutInfoSaved', 'TaxIdentitySet', 'TaxIdRevealed', 'PayoutInfoUnverified'],
  initialState: { saved: null, taxId: null, reveals: 0, unverifiedBy: null },
  evolve(state, event) {
    switch (event.type) {
      case 'PayoutInfoSaved':
        return { ...state, saved: event.data, unverifiedBy: null };
      case 'TaxIdentitySet':
        return { ...state, taxId: event.data };
      case 'TaxIdRevealed':
        return { ...state, reveals: state.reveals + 1 };
      case 'PayoutInfoUnverified':
        return {
          ...state,
          unverifiedBy: { payoutId: event.data.payoutId, code: event.data.code },
        };
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
      case 'MarkPayoutInfoUnverified': {
        // The same return marks once (a retried return request records nothing new).
        if (state.unverifiedBy?.payoutId === command.payoutId) return [];
        return [
          {
            type: 'PayoutInfoUnverified',
            data: { payeeId: command.payeeId, payoutId: command.payoutId, code: command.code },
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
