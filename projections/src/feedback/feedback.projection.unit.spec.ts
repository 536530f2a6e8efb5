import { describe, expect, it } from '@jest/globals';
import { feedbackSummary } from '@flirtwire/contracts';
import { envelope, ProjectionHarness } from '../testing/projection-harness.js';
import {
  type FeedbackRow,
  type FeedbackSummaryRow,
  type FeedbackTransactionRow,
  feedbackProjection,
  listingFeedbackIncrement,
} from './feedback.projection.js';

const customerId = '0190a0b0-0000-7000-8000-00000000c001';
const creatorId = '0190a0b0-0000-7000-8000-00000000c002';
const pair = { customerId, creatorId };

const call = envelope('CallCompleted', {
  callId: 'c-1',
  chargeId: 'call-c-1',
  ...pair,
  startedAt: '2026-03-01T11:48:00.000Z',
  at: '2026-03-01T12:00:00.000Z',
  minutes: 12,
  freeMinutes: 0,
  rateCents: 199,
  amountCents: 2388,
  platformFeeCents: 716,
  listingId: 'L-7',
});
const goodies = envelope('GoodiesSold', {
  saleId: 's-1',
  chargeId: 'goody-sale-s-1',
  ...pair,
  goodyBagId: 'bag-1',
  title: 'Beach day',
  at: '2026-03-02T12:00:00.000Z',
  amountCents: 999,
  platformFeeCents: 300,
});
const left = (
  feedbackId: string,
  objectType: 'Conference' | 'PurchasedGoodyBag',
  objectId: string,
  rating: number,
  listingId: string | null,
) =>
  envelope('FeedbackLeft', {
    feedbackId,
    objectType,
    objectId,
    ...pair,
    listingId,
    title: objectType === 'Conference' ? 'Call, 12 min' : 'Beach day',
    rating,
    comment: 'Great',
    textBlocked: false,
    transactionAt: '2026-03-01T12:00:00.000Z',
    at: '2026-03-03T12:00:00.000Z',
  });

describe('feedback projection', () => {
  it('opens each call, goodies sale and paid mail for feedback, with its listing', async () => {
    const h = new ProjectionHarness(feedbackProjection);
    await h.run([call, goodies]);
    expect(h.doc<FeedbackTransactionRow>('feedback_transactions', 'Conference:c-1')).toMatchObject({
      customerId,
      creatorId,
      listingId: 'L-7',
      title: 'Call, 12 min',
      feedbackId: null,
    });
    expect(
      h.doc<FeedbackTransactionRow>('feedback_transactions', 'PurchasedGoodyBag:s-1'),
    ).toMatchObject({ listingId: null, title: 'Beach day' });
  });

  it('records feedback, marks the transaction and sums ratings per listing and Flirt, once', async () => {
    const h = new ProjectionHarness(feedbackProjection);
    const up = left('0190a0b0-0000-7000-8000-00000000f001', 'Conference', 'c-1', 10, 'L-7');
    const three = left('0190a0b0-0000-7000-8000-00000000f002', 'PurchasedGoodyBag', 's-1', 3, null);
    await h.run([call, goodies, up, three, up]);
    expect(h.docs<FeedbackRow>('feedbacks')).toHaveLength(2);
    expect(h.doc<FeedbackTransactionRow>('feedback_transactions', 'Conference:c-1')).toMatchObject({
      feedbackId: up.data.feedbackId,
      rating: 10,
    });
    const byCreator = h.doc<FeedbackSummaryRow>('feedback_summaries', `creator:${creatorId}`);
    expect(byCreator && feedbackSummary(byCreator)).toEqual({
      rating: 4,
      totalRatings: 2,
      feedbackCount: 2,
    });
    const byListing = h.doc<FeedbackSummaryRow>('feedback_summaries', 'listing:L-7');
    expect(byListing && feedbackSummary(byListing)).toEqual({
      rating: 5,
      totalRatings: 1,
      feedbackCount: 1,
    });
  });
});

describe('listingFeedbackIncrement', () => {
  it('adds a thumbs up as five stars to its listing, and nothing without a listing', () => {
    expect(
      listingFeedbackIncrement(
        left('0190a0b0-0000-7000-8000-00000000f003', 'Conference', 'c-1', 10, 'L-7'),
      ),
    ).toEqual({ listingId: 'L-7', ratingSum: 5, totalRatings: 1, feedbackCount: 1 });
    expect(
      listingFeedbackIncrement(
        left('0190a0b0-0000-7000-8000-00000000f004', 'PurchasedGoodyBag', 's-1', 0, null),
      ),
    ).toBeNull();
  });
});
