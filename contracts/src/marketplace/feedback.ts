import { z } from 'zod';
import { ActivityId } from '../customers/activity.events.js';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { Uuid } from '../shared/ids.js';
import {
  FEEDBACK_MESSAGES,
  FEEDBACK_OBJECT_TYPE_NAMES,
  FEEDBACK_COMMENT_MAX,
  type FeedbackObjectType,
} from './feedback.constants.js';
export {
  FEEDBACK_MESSAGES,
  FEEDBACK_OBJECT_TYPE_NAMES,
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_WINDOW_DAYS,
  FEEDBACK_OBJECT_TYPES,
  type FeedbackObjectType,
} from './feedback.constants.js';

const IsoTime = z.iso.datetime({ offset: true });
/** Page sizes: feedback received (and advisor feedbacks), the listing drawer. */
export const FEEDBACK_RECEIVED_PER_PAGE = 40;
export const LISTING_FEEDBACK_PER_PAGE = 20;
/** My Customers' feedback tab reads every feedback of one customer in one page. */
export const FEEDBACK_MAX_PER_PAGE = 100_000;
/** Comments are shown cut at this many characters with a see more/less toggle. */
export const FEEDBACK_COMMENT_PREVIEW = 80;

/**
 * Ratings: 10 is a thumbs up, -10 a thumbs down, 1 to 5 are stars, 0 is no rating (a comment
 * only). Averages count on the five-star scale: a thumbs up as 5, a thumbs down as 1.
 */
export const FEEDBACK_RATINGS = [10, -10, 0, 1, 2, 3, 4, 5] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];
export const THUMBS_UP = 10;
export const THUMBS_DOWN = -10;

/** What a transaction is called in feedback lists (the goody bag's title for goodies). */
export function feedbackTitle(
  objectType: FeedbackObjectType,
  details: { readonly minutes?: number; readonly title?: string },
): string {
  switch (objectType) {
    case 'Conference':
      return details.minutes === undefined ? 'Call' : `Call, ${String(details.minutes)} min`;
    case 'PurchasedGoodyBag':
      return details.title ?? 'Goodies';
    case 'Message':
      return 'Paid mail';
    default: {
      const unexpected: never = objectType;
      return unexpected;
    }
  }
}

/** The rating on the five-star scale, or null when there is none (0). */
export function ratingStars(rating: number): number | null {
  if (rating === THUMBS_UP) return 5;
  if (rating === THUMBS_DOWN) return 1;
  if (rating >= 1 && rating <= 5) return rating;
  return null;
}

/**
 * Masks a feedback author's name for visitors: first letter, ellipsis, last letter
 * (`'sweetpea'` → `'s…a'`). Names of one or two letters show as `'s…'`.
 */
export function maskName(name: string): string {
  // Logins are printable ASCII, so code points are letters.
  const letters = Array.from(name);
  const first = letters[0] ?? '';
  const last = letters.length > 2 ? (letters.at(-1) ?? '') : '';
  return `${first}…${last}`;
}

/**
 * A comment that shares a way to reach someone off the platform (an email address, a phone
 * number or a web address) is kept but not shown (`text_blocked`); the rating still counts.
 */
export function isCommentBlocked(comment: string): boolean {
  return (
    /[\w.+-]+@[\w-]+\.[\w.]+/.test(comment) ||
    /(?:\d[\s().-]*){7,}/.test(comment) ||
    /\b(?:https?:\/\/|www\.)\S+/i.test(comment) ||
    /\b[\w-]+\.(?:com|net|org|io|me|co)\b/i.test(comment)
  );
}

// Events (stream `feedback-<kind>-<objectId>`, one per transaction).

export const feedbackEvents = {
  /** A customer's feedback on one of their transactions with a Flirt. */
  FeedbackLeft: defineEvent(
    z.object({
      feedbackId: Uuid,
      objectType: z.enum(FEEDBACK_OBJECT_TYPE_NAMES),
      objectId: ActivityId,
      customerId: Uuid,
      creatorId: Uuid,
      /** The listing the transaction was made through, when it is known (calls). */
      listingId: z.string().min(1).max(100).nullable(),
      /** What was bought, as the Flirt's feedback tab titles it. */
      title: z.string().min(1).max(200),
      rating: z.number().int().min(-10).max(10),
      comment: z.string().max(FEEDBACK_COMMENT_MAX),
      textBlocked: z.boolean(),
      transactionAt: IsoTime,
      at: IsoTime,
    }),
  ),
};
export type FeedbackEvent = EventsOf<typeof feedbackEvents>;

// Requests

const Page = z.coerce.number().int().min(1).max(100_000).default(1);

/** GET /client_api/feedbacks/new?object_type=&object_id=: the form for one transaction. */
export const NewFeedbackQuery = z.object({
  object_type: z.enum(FEEDBACK_OBJECT_TYPE_NAMES, { error: FEEDBACK_MESSAGES.objectTypeMissing }),
  object_id: z
    .string({ error: FEEDBACK_MESSAGES.objectIdMissing })
    .min(1, FEEDBACK_MESSAGES.objectIdMissing)
    .max(100, FEEDBACK_MESSAGES.objectIdMissing),
});
export type NewFeedbackQuery = z.infer<typeof NewFeedbackQuery>;

/** POST /client_api/feedbacks */
export const LeaveFeedbackBody = z
  .object({
    object_type: z.enum(FEEDBACK_OBJECT_TYPE_NAMES, {
      error: FEEDBACK_MESSAGES.objectTypeMissing,
    }),
    object_id: z
      .string({ error: FEEDBACK_MESSAGES.objectIdMissing })
      .min(1, FEEDBACK_MESSAGES.objectIdMissing)
      .max(100, FEEDBACK_MESSAGES.objectIdMissing),
    rating: z
      .number({ error: FEEDBACK_MESSAGES.rating })
      .int(FEEDBACK_MESSAGES.rating)
      .refine((value) => (FEEDBACK_RATINGS as readonly number[]).includes(value), {
        error: FEEDBACK_MESSAGES.rating,
      }),
    comment: z
      .string()
      .trim()
      .max(FEEDBACK_COMMENT_MAX, FEEDBACK_MESSAGES.commentTooLong)
      .default(''),
  })
  .refine((body) => body.rating !== 0 || body.comment.length > 0, {
    path: ['comment'],
    error: FEEDBACK_MESSAGES.commentRequired,
  });
export type LeaveFeedbackBody = z.infer<typeof LeaveFeedbackBody>;

export const FEEDBACK_COMMENT_SORTS = ['newest', 'oldest', 'highest', 'lowest'] as const;

/** GET /client_api/listings/{id}/feedbacks */
export const ListingFeedbacksQuery = z.object({
  comment_sort: z.enum(FEEDBACK_COMMENT_SORTS).default('newest'),
  page: Page,
  per_page: z.coerce.number().int().min(1).max(100).default(LISTING_FEEDBACK_PER_PAGE),
});
export type ListingFeedbacksQuery = z.infer<typeof ListingFeedbacksQuery>;

/** GET /client_api/account/feedbacks: feedback the signed-in Flirt received. */
export const AccountFeedbacksQuery = z.object({
  page: Page,
  perPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(FEEDBACK_MAX_PER_PAGE)
    .default(FEEDBACK_RECEIVED_PER_PAGE),
  /** Only this customer's feedback (My Customers' feedback tab). */
  seekerId: Uuid.optional(),
});
export type AccountFeedbacksQuery = z.infer<typeof AccountFeedbacksQuery>;

// Responses

/** Spec 002 §3 "Feedback to leave" (plus a title for the row). */
export const FeedbackToLeave = z.object({
  advisor_login: z.string(),
  object_type: z.enum(FEEDBACK_OBJECT_TYPE_NAMES),
  object_id: z.string(),
  created_at: z.string(),
  can_leave_feedback: z.boolean(),
  title: z.string(),
  /** The feedback already left, if any. */
  rating: z.number().int().nullable(),
});
export type FeedbackToLeave = z.infer<typeof FeedbackToLeave>;

export const FeedbacksToLeaveResponse = z.object({
  feedbacks_to_leave: z.array(FeedbackToLeave),
});
export type FeedbacksToLeaveResponse = z.infer<typeof FeedbacksToLeaveResponse>;

export const NewFeedbackResponse = z.object({ feedback_to_leave: FeedbackToLeave });
export type NewFeedbackResponse = z.infer<typeof NewFeedbackResponse>;

export const LeaveFeedbackResponse = z.object({
  streamId: z.string(),
  revision: z.number().int(),
  position: z.number().int(),
  feedback_id: z.string(),
  text_blocked: z.boolean(),
});
export type LeaveFeedbackResponse = z.infer<typeof LeaveFeedbackResponse>;

/** Spec 002 §3 "Feedback". `comment` is empty when `text_blocked`. */
export const ListingFeedback = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  object_created_at: z.string(),
  text_blocked: z.boolean(),
});
export type ListingFeedback = z.infer<typeof ListingFeedback>;

export const ListingFeedbacksResponse = z.object({
  feedbacks: z.array(ListingFeedback),
  totalCount: z.number().int(),
});
export type ListingFeedbacksResponse = z.infer<typeof ListingFeedbacksResponse>;

/** Spec 002 §3 "Feedback received". */
export const ReceivedFeedback = z.object({
  id: z.string(),
  user_login: z.string(),
  created_at: z.string(),
  rating: z.number().int(),
  category_name: z.string(),
  comment: z.string(),
  title: z.string(),
  text_blocked: z.boolean(),
});
export type ReceivedFeedback = z.infer<typeof ReceivedFeedback>;

export const AccountFeedbacksResponse = z.object({
  feedbacks: z.array(ReceivedFeedback),
  summary: z.object({
    /** On the five-star scale, one decimal; null before the first rating. */
    average: z.number().nullable(),
    total_ratings: z.number().int(),
  }),
  pagination: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total_entries: z.number().int(),
  }),
});
export type AccountFeedbacksResponse = z.infer<typeof AccountFeedbacksResponse>;

/**
 * A listing's feedback figures, for the listing response to show (rating, totalRatings,
 * feedbackCount). `rating` is the five-star average, one decimal, null before the first rating.
 */
export const ListingFeedbackSummary = z.object({
  rating: z.number().nullable(),
  totalRatings: z.number().int(),
  feedbackCount: z.number().int(),
});
export type ListingFeedbackSummary = z.infer<typeof ListingFeedbackSummary>;

/** The summary from its sums (the read model keeps sums so it can add one feedback at a time). */
export function feedbackSummary(sums: {
  readonly starsSum: number;
  readonly totalRatings: number;
  readonly feedbackCount: number;
}): ListingFeedbackSummary {
  return {
    rating:
      sums.totalRatings === 0 ? null : Math.round((sums.starsSum / sums.totalRatings) * 10) / 10,
    totalRatings: sums.totalRatings,
    feedbackCount: sums.feedbackCount,
  };
}
