/*
 * Constants of feedback.ts without zod (it re-exports them): the screens need them on their first
 * screen, and a module here is bundled whole, its schemas and zod with it (`npm run bench -- web`).
 */
import type { ActivityKind } from '../customers/activity.events.js';

/**
 * The transactions a customer may leave feedback on, by the object type the API names them
 * with, and the activity (its stream `<kind>-<id>`) each one is. One table, read everywhere.
 */
export const FEEDBACK_OBJECT_TYPES = {
  Conference: { kind: 'call', label: 'Call' },
  PurchasedGoodyBag: { kind: 'goody-sale', label: 'Goodies' },
  Message: { kind: 'paid-mail', label: 'Paid Mail' },
} as const satisfies Record<string, { kind: ActivityKind; label: string }>;

export type FeedbackObjectType = keyof typeof FEEDBACK_OBJECT_TYPES;

export const FEEDBACK_OBJECT_TYPE_NAMES = Object.keys(FEEDBACK_OBJECT_TYPES) as [
  FeedbackObjectType,
  ...FeedbackObjectType[],
];

/** Feedback can be left this many days after the transaction, and only once. */
export const FEEDBACK_WINDOW_DAYS = 7;

export const FEEDBACK_COMMENT_MAX = 1_000;

export const FEEDBACK_MESSAGES = {
  objectTypeMissing: 'Please choose what the feedback is about.',
  objectIdMissing: 'Please choose the transaction the feedback is about.',
  rating: 'Please choose a rating.',
  commentRequired: 'Please write a comment or choose a rating.',
  commentTooLong: `Comments can be at most ${FEEDBACK_COMMENT_MAX} characters.`,
  notFound: 'Feedback not found.',
  transactionNotFound: 'No such transaction of yours.',
  windowClosed: `Feedback can be left only within ${FEEDBACK_WINDOW_DAYS} days of the transaction.`,
  alreadyLeft: 'You already left feedback for this transaction.',
  listingNotFound: 'Listing not found.',
  noFeedbackFound: 'No feedback found',
  noFeedbackToLeave: 'No Feedback To Leave',
} as const;
