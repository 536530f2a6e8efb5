import {
  FEEDBACK_MESSAGES as M,
  FEEDBACK_WINDOW_DAYS,
  type FeedbackEvent,
  type FeedbackObjectType,
  isCommentBlocked,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError } from '../../shared/errors.js';

const DAY_MS = 86_400_000;

/** The transaction as the activity's own stream recorded it (null: no such activity). */
export interface FeedbackTransaction {
  readonly customerId: string;
  readonly creatorId: string;
  readonly at: string;
  readonly listingId: string | null;
  readonly title: string;
}

export interface LeaveFeedback {
  readonly type: 'LeaveFeedback';
  readonly feedbackId: string;
  readonly objectType: FeedbackObjectType;
  readonly objectId: string;
  readonly customerId: string;
  readonly rating: number;
  readonly comment: string;
  readonly transaction: FeedbackTransaction | null;
  readonly now: Date;
}

export interface FeedbackState {
  readonly left: boolean;
}

/**
 * Whether the customer may still leave feedback on the transaction: their own, within
 * FEEDBACK_WINDOW_DAYS of it, and not yet left. The eligible list asks the same question.
 */
export function canLeaveFeedback(
  transaction: Pick<FeedbackTransaction, 'customerId' | 'at'>,
  customerId: string,
  alreadyLeft: boolean,
  now: Date,
): boolean {
  return (
    transaction.customerId === customerId &&
    !alreadyLeft &&
    now.getTime() - Date.parse(transaction.at) <= FEEDBACK_WINDOW_DAYS * DAY_MS
  );
}

/**
 * One transaction's feedback (`feedback-<kind>-<objectId>`): left once, by the customer who
 * paid, within the window. Someone else's transaction answers as a missing one (404), so the
 * answer does not tell whether it exists.
 */
export const feedbackDecider: Decider<FeedbackState, LeaveFeedback, FeedbackEvent> = {
  name: 'feedback',
  eventTypes: ['FeedbackLeft'],
  initialState: { left: false },
  // FeedbackLeft is the stream's only event.
  evolve: () => ({ left: true }),
  decide(command, state) {
    const { transaction } = command;
    if (!transaction || transaction.customerId !== command.customerId) {
      throw new DomainError('transaction_not_found', M.transactionNotFound, 404);
    }
    if (state.left) throw new DomainError('feedback_already_left', M.alreadyLeft, 409);
    if (!canLeaveFeedback(transaction, command.customerId, false, command.now)) {
      throw new DomainError('feedback_window_closed', M.windowClosed, 422);
    }
    return [
      {
        type: 'FeedbackLeft',
        data: {
          feedbackId: command.feedbackId,
          objectType: command.objectType,
          objectId: command.objectId,
          customerId: command.customerId,
          creatorId: transaction.creatorId,
          listingId: transaction.listingId,
          title: transaction.title,
          rating: command.rating,
          comment: command.comment,
          textBlocked: isCommentBlocked(command.comment),
          transactionAt: transaction.at,
          at: command.now.toISOString(),
        },
      },
    ];
  },
};
