import {
  type ActivityEventOf,
  type EnvelopeOf,
  type FeedbackEvent,
  type FeedbackObjectType,
  feedbackTitle,
  ratingStars,
  READ_MODELS,
} from '@flirtwire/contracts';
import {
  defineProjection,
  type DocumentOp,
  documentOp,
  ownedByCreator,
  ownedByUser,
} from '../projection.js';

export const FEEDBACK_TRANSACTIONS = READ_MODELS.feedbackTransactions;
export const FEEDBACKS = READ_MODELS.feedbacks;
export const FEEDBACK_SUMMARIES = READ_MODELS.feedbackSummaries;

/** A transaction a customer may leave feedback on (calls, goodies, paid mail). */
export type FeedbackTransactionRow = {
  _id: string;
  customerId: string;
  creatorId: string;
  objectType: FeedbackObjectType;
  objectId: string;
  at: string;
  listingId: string | null;
  title: string;
  feedbackId: string | null;
  rating: number | null;
};

export type FeedbackRow = {
  _id: string;
  customerId: string;
  creatorId: string;
  listingId: string | null;
  objectType: FeedbackObjectType;
  objectId: string;
  title: string;
  rating: number;
  /** Five-star value for sorting by rating (null: no rating). */
  stars: number | null;
  comment: string;
  textBlocked: boolean;
  createdAt: string;
  transactionAt: string;
};

/**
 * Sums per listing (`listing:<id>`) and per Flirt (`creator:<id>`): `feedbackSummary` in
 * contracts turns them into the rating, totalRatings and feedbackCount a listing shows.
 */
export type FeedbackSummaryRow = {
  _id: string;
  starsSum: number;
  totalRatings: number;
  feedbackCount: number;
};

export const transactionRowId = (objectType: FeedbackObjectType, objectId: string) =>
  `${objectType}:${objectId}`;
export const listingSummaryId = (listingId: string) => `listing:${listingId}`;
export const creatorSummaryId = (creatorId: string) => `creator:${creatorId}`;

type Handled =
  | EnvelopeOf<ActivityEventOf<'CallCompleted' | 'GoodiesSold' | 'PaidMailSold'>>
  | EnvelopeOf<FeedbackEvent>;

/** What the Flirt's feedback tab titles each kind of transaction. */
function transactionOf(
  event: Exclude<Handled, EnvelopeOf<FeedbackEvent>>,
): Omit<FeedbackTransactionRow, '_id' | 'feedbackId' | 'rating'> {
  const { customerId, creatorId, at } = event.data;
  switch (event.type) {
    case 'CallCompleted':
      return {
        customerId,
        creatorId,
        at,
        objectType: 'Conference',
        objectId: event.data.callId,
        listingId: event.data.listingId ?? null,
        title: feedbackTitle('Conference', { minutes: event.data.minutes }),
      };
    case 'GoodiesSold':
      return {
        customerId,
        creatorId,
        at,
        objectType: 'PurchasedGoodyBag',
        objectId: event.data.saleId,
        listingId: null,
        title: feedbackTitle('PurchasedGoodyBag', { title: event.data.title }),
      };
    case 'PaidMailSold':
      return {
        customerId,
        creatorId,
        at,
        objectType: 'Message',
        objectId: event.data.mailId,
        listingId: null,
        title: feedbackTitle('Message', {}),
      };
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/**
 * Feedback (spec 002 Feedback): the transactions open for feedback, each feedback left, and
 * rating sums per listing and per Flirt. A feedback counts once even when redelivered (its row
 * is looked up first).
 */
export const feedbackProjection = defineProjection<Handled>({
  name: 'feedback',
  version: 1,
  eventTypes: ['CallCompleted', 'GoodiesSold', 'PaidMailSold', 'FeedbackLeft'],
  collections: {
    [FEEDBACK_TRANSACTIONS]: { indexes: [{ key: { customerId: 1, at: -1 } }] },
    [FEEDBACKS]: {
      indexes: [
        { key: { creatorId: 1, createdAt: -1 } },
        { key: { listingId: 1, createdAt: -1 } },
        { key: { creatorId: 1, customerId: 1, createdAt: -1 } },
      ],
    },
    [FEEDBACK_SUMMARIES]: {},
  },
  handle: async (event, context): Promise<DocumentOp[]> => {
    if (event.type !== 'FeedbackLeft') {
      const row = transactionOf(event);
      return [
        documentOp<FeedbackTransactionRow>(
          FEEDBACK_TRANSACTIONS,
          {
            updateOne: {
              filter: { _id: transactionRowId(row.objectType, row.objectId) },
              update: { $setOnInsert: { ...row, feedbackId: null, rating: null } },
              upsert: true,
            },
          },
          { owner: ownedByUser(row.customerId) },
        ),
      ];
    }
    const d = event.data;
    const seen = await context.collection<FeedbackRow>(FEEDBACKS).findOne({ _id: d.feedbackId });
    if (seen) return [];
    const stars = ratingStars(d.rating);
    const sum = (id: string) =>
      documentOp<FeedbackSummaryRow>(
        FEEDBACK_SUMMARIES,
        {
          updateOne: {
            filter: { _id: id },
            update: {
              $inc: {
                starsSum: stars ?? 0,
                totalRatings: stars === null ? 0 : 1,
                feedbackCount: 1,
              },
            },
            upsert: true,
          },
        },
        { owner: null },
      );
    return [
      documentOp<FeedbackRow>(
        FEEDBACKS,
        {
          replaceOne: {
            filter: { _id: d.feedbackId },
            replacement: {
              customerId: d.customerId,
              creatorId: d.creatorId,
              listingId: d.listingId,
              objectType: d.objectType,
              objectId: d.objectId,
              title: d.title,
              rating: d.rating,
              stars,
              comment: d.comment,
              textBlocked: d.textBlocked,
              createdAt: d.at,
              transactionAt: d.transactionAt,
            },
            upsert: true,
          },
        },
        { owner: ownedByCreator(d.creatorId) },
      ),
      documentOp<FeedbackTransactionRow>(
        FEEDBACK_TRANSACTIONS,
        {
          updateOne: {
            filter: { _id: transactionRowId(d.objectType, d.objectId) },
            update: { $set: { feedbackId: d.feedbackId, rating: d.rating } },
          },
        },
        { owner: ownedByUser(d.customerId) },
      ),
      sum(creatorSummaryId(d.creatorId)),
      ...(d.listingId === null ? [] : [sum(listingSummaryId(d.listingId))]),
    ];
  },
});

/**
 * What one FeedbackLeft adds to its listing's figures (`ratingSum` on the five-star scale,
 * `totalRatings`, `feedbackCount`), or null when the feedback has no listing: the listings
 * projection can `$inc` its row with it. The same sums are kept here in `feedback_summaries`
 * (`listing:<id>`) for any response that joins them instead.
 */
export function listingFeedbackIncrement(event: EnvelopeOf<FeedbackEvent>): {
  readonly listingId: string;
  readonly ratingSum: number;
  readonly totalRatings: number;
  readonly feedbackCount: number;
} | null {
  const { listingId, rating } = event.data;
  if (listingId === null) return null;
  const stars = ratingStars(rating);
  return {
    listingId,
    ratingSum: stars ?? 0,
    totalRatings: stars === null ? 0 : 1,
    feedbackCount: 1,
  };
}
