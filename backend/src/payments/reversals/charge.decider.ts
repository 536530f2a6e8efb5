import {
  formatCents,
  type PaymentEvent,
  type PaymentSource,
  REVERSAL_MESSAGES as M,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError, ValidationError } from '../../shared/errors.js';

export type ReversalEvent = Extract<
  PaymentEvent,
  { type: 'PaymentRefunded' | 'ChargebackReceived' }
>;

/** The original payment, as found in its own stream by the handler. */
export interface OriginalCharge {
  readonly chargeId: string;
  readonly source: PaymentSource;
  readonly customerId: string;
  readonly creatorId: string;
  readonly amountCents: number;
  readonly paidAt: string;
}

export interface ChargeState {
  readonly reversedCents: number;
  readonly refunds: number;
  readonly chargebacks: readonly ReceivedChargeback[];
}

export interface ReceivedChargeback {
  readonly chargebackId: string;
  readonly amountCents: number;
  readonly feeCents: number;
}

export type ChargeCommand =
  | {
      readonly type: 'Refund';
      readonly refundId: string;
      readonly charge: OriginalCharge;
      /** Null: everything still paid. */
      readonly amountCents: number | null;
      readonly reason: string;
    }
  | {
      readonly type: 'ReceiveChargeback';
      readonly chargebackId: string;
      readonly charge: OriginalCharge;
      readonly amountCents: number;
      readonly feeCents: number;
      readonly reason: string;
    };

export const remainingCents = (charge: OriginalCharge, state: ChargeState) =>
  charge.amountCents - state.reversedCents;

function reversalData(charge: OriginalCharge, amountCents: number, reason: string) {
  return {
    chargeId: charge.chargeId,
    source: charge.source,
    customerId: charge.customerId,
    creatorId: charge.creatorId,
    amountCents,
    originalAmountCents: charge.amountCents,
    originalPaidAt: charge.paidAt,
    reason,
  };
}

/**
 * Refunds and chargebacks of one payment: never more than was paid in total. They carry the
 * original amount and payment time, so net earnings drop when the reversal happens while the
 * 1099-K gross and its month never change.
 */
export const chargeDecider: Decider<ChargeState, ChargeCommand, ReversalEvent> = {
  name: 'charge',
  eventTypes: ['PaymentRefunded', 'ChargebackReceived'],
  initialState: { reversedCents: 0, refunds: 0, chargebacks: [] },
  evolve(state, event) {
    switch (event.type) {
      case 'PaymentRefunded':
        return {
          ...state,
          reversedCents: state.reversedCents + event.data.amountCents,
          refunds: state.refunds + 1,
        };
      case 'ChargebackReceived':
        return {
          ...state,
          reversedCents: state.reversedCents + event.data.amountCents,
          chargebacks: [
            ...state.chargebacks,
            {
              chargebackId: event.data.chargebackId,
              amountCents: event.data.amountCents,
              feeCents: event.data.chargebackFeeCents,
            },
          ],
        };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  decide(command, state) {
    const remaining = remainingCents(command.charge, state);
    switch (command.type) {
      case 'Refund': {
        if (remaining <= 0) throw new DomainError('fully_reversed', M.nothingLeft, 409);
        const amountCents = command.amountCents ?? remaining;
        if (amountCents <= 0) throw new ValidationError({ amount_text: M.amountPositive });
        if (amountCents > remaining) {
          throw new ValidationError({ amount_text: M.tooMuch(formatCents(remaining)) });
        }
        return [
          {
            type: 'PaymentRefunded',
            data: {
              refundId: command.refundId,
              ...reversalData(command.charge, amountCents, command.reason),
            },
          },
        ];
      }
      case 'ReceiveChargeback': {
        const earlier = state.chargebacks.find((c) => c.chargebackId === command.chargebackId);
        if (earlier) {
          // The processor repeating a notice is a no-op; the same dispute with other figures
          // must not pass silently as a duplicate.
          if (
            earlier.amountCents === command.amountCents &&
            earlier.feeCents === command.feeCents
          ) {
            return [];
          }
          throw new DomainError('chargeback_conflict', M.conflict, 409);
        }
        if (command.amountCents > remaining) {
          throw new DomainError(
            'chargeback_exceeds_charge',
            M.tooMuch(formatCents(remaining)),
            422,
            {
              amount_cents: M.tooMuch(formatCents(remaining)),
            },
          );
        }
        return [
          {
            type: 'ChargebackReceived',
            data: {
              chargebackId: command.chargebackId,
              ...reversalData(command.charge, command.amountCents, command.reason),
              chargebackFeeCents: command.feeCents,
            },
          },
        ];
      }
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
