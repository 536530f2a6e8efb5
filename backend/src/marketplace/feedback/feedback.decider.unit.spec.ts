import { describe, it } from '@jest/globals';
import type { FeedbackEvent } from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import {
  feedbackDecider,
  type FeedbackTransaction,
  type LeaveFeedback,
} from './feedback.decider.js';

const customerId = '0190a0b0-0000-7000-8000-00000000c001';
const creatorId = '0190a0b0-0000-7000-8000-00000000c002';
const otherId = '0190a0b0-0000-7000-8000-00000000c003';
const feedbackId = '0190a0b0-0000-7000-8000-00000000f001';
const call: FeedbackTransaction = {
  customerId,
  creatorId,
  at: '2026-03-01T12:00:00.000Z',
  listingId: 'L-7',
  title: 'Call',
};
const leave = (overrides: Partial<LeaveFeedback> = {}): LeaveFeedback => ({
  type: 'LeaveFeedback',
  feedbackId,
  objectType: 'Conference',
  objectId: 'c-1',
  customerId,
  rating: 10,
  comment: 'Lovely chat',
  transaction: call,
  now: new Date('2026-03-08T12:00:00.000Z'),
  ...overrides,
});
const left = (overrides: Partial<Extract<FeedbackEvent, { type: 'FeedbackLeft' }>['data']> = {}) =>
  ({
    type: 'FeedbackLeft',
    data: {
      feedbackId,
      objectType: 'Conference',
      objectId: 'c-1',
      customerId,
      creatorId,
      listingId: 'L-7',
      title: 'Call',
      rating: 10,
      comment: 'Lovely chat',
      textBlocked: false,
      transactionAt: call.at,
      at: '2026-03-08T12:00:00.000Z',
      ...overrides,
    },
  }) as const satisfies FeedbackEvent;

describe('feedback decider', () => {
  it('records feedback on your own transaction up to 7 days after it', () => {
    spec(feedbackDecider).given([]).when(leave()).then([left()]);
  });

  it('takes feedback only once per transaction', () => {
    spec(feedbackDecider)
      .given([left()])
      .when(leave())
      .thenThrows({ status: 409, message: 'You already left feedback for this transaction.' });
  });

  it('closes the window after 7 days', () => {
    spec(feedbackDecider)
      .given([])
      .when(leave({ now: new Date('2026-03-08T12:00:00.001Z') }))
      .thenThrows({ status: 422, code: 'feedback_window_closed' });
  });

  it('answers someone else’s transaction, or none, as not found', () => {
    spec(feedbackDecider)
      .given([])
      .when(leave({ customerId: otherId }))
      .thenThrows({ status: 404, code: 'transaction_not_found' });
    spec(feedbackDecider)
      .given([])
      .when(leave({ transaction: null }))
      .thenThrows({ status: 404 });
  });

  it('flags a comment that shares contact details, and keeps the rating', () => {
    spec(feedbackDecider)
      .given([])
      .when(leave({ comment: 'call me on 555 123 4567', rating: 4 }))
      .then([left({ comment: 'call me on 555 123 4567', rating: 4, textBlocked: true })]);
  });
});
