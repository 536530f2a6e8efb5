import {
  parseMoneyText,
  platformFee,
  TIP_MAX_CENTS,
  TIP_MESSAGES,
  TIP_MIN_CENTS,
  type TipSent,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError, ValidationError } from '../../shared/errors.js';

export interface SendTip {
  readonly type: 'SendTip';
  readonly tipId: string;
  readonly customerId: string;
  readonly creatorId: string;
  /** As typed: digits with up to 2 decimals (spec 000 §5). */
  readonly amountText: string;
  readonly message: string;
  readonly listingId: string | null;
  readonly fromChat: boolean;
  /** Either side blocked the other (relationship stream), gathered by the handler. */
  readonly blocked: boolean;
  /** The processor's charge id once the card was charged; null while only validating. */
  readonly gatewayReference: string | null;
}

export interface TipState {
  readonly tips: number;
  readonly totalCents: number;
}

export const tipDecider: Decider<TipState, SendTip, TipSent> = {
  name: 'tip',
  eventTypes: ['TipSent'],
  initialState: { tips: 0, totalCents: 0 },
  // One event type so far; a switch with a `never` check arrives with the second.
  evolve: (state, event) => ({
    tips: state.tips + 1,
    totalCents: state.totalCents + event.data.amountCents,
  }),
  decide(command) {
    const amountCents = parseMoneyText(command.amountText);
    if (amountCents === null) {
      throw new ValidationError({ amount_text: TIP_MESSAGES.amountFormat });
    }
    if (amountCents < TIP_MIN_CENTS || amountCents > TIP_MAX_CENTS) {
      throw new ValidationError({ amount_text: TIP_MESSAGES.amountRange });
    }
    if (command.customerId === command.creatorId) {
      throw new DomainError('cannot_tip_yourself', TIP_MESSAGES.tipYourself, 422);
    }
    if (command.blocked) throw new DomainError('blocked', TIP_MESSAGES.blocked, 403);
    return [
      {
        type: 'TipSent',
        data: {
          tipId: command.tipId,
          customerId: command.customerId,
          creatorId: command.creatorId,
          amountCents,
          platformFeeCents: platformFee(amountCents),
          message: command.message,
          listingId: command.listingId,
          fromChat: command.fromChat,
          ...(command.gatewayReference === null
            ? {}
            : { gatewayReference: command.gatewayReference }),
        },
      },
    ];
  },
};
