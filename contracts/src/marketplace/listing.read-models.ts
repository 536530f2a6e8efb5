import type { ListingType } from './categories.js';
import type { ListingStatus } from './listing.events.js';

/** What a listing shows: the public sees the row's own; the owner and staff an edit in review. */
export interface ListingRowContent {
  readonly title: string;
  readonly description: string;
  readonly categoryId: number;
  /** The category and its parent: a top-level page filters on this. */
  readonly categoryIds: readonly number[];
  readonly priceCents: number;
  readonly photoMediaId: string | null;
  readonly serviceExtension: string | null;
}

/**
 * One listing in the read store (collection READ_MODELS.listings), written by the listings
 * projection; the API builds ListingView from it and the viewer. `available` is kept
 * up to date from the Flirt's and the listing's switches so the Top Available sort is an index.
 */
export interface ListingRow extends ListingRowContent {
  readonly _id: string;
  readonly creatorId: string;
  readonly login: string;
  readonly type: ListingType;
  readonly status: ListingStatus;
  /**
   * An accepted listing's edit waiting for review ('accepted_edited'): the row's own content
   * stays the last accepted version, which is what the directory, search and storefront show,
   * until a moderator accepts the edit. Null otherwise.
   */
  readonly pendingEdit: ListingRowContent | null;
  /** accepted or accepted_edited: shown in the directory. */
  readonly public: boolean;
  readonly blocked: boolean;
  readonly rejectionReason: string | null;
  readonly rejectionComment: string | null;
  /** The listing's own switch. */
  readonly enabled: boolean;
  /** The Flirt's switches, copied so `available` can be recomputed on either change. */
  readonly availableForChat: boolean;
  readonly availableForCalls: boolean;
  /** Online now: chat → availableForChat; live → availableForCalls and enabled; recorded → enabled. */
  readonly available: boolean;
  /** Feedback figures (0 until the feedback projection fills them). */
  readonly ratingSum: number;
  readonly totalRatings: number;
  readonly feedbackCount: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly position: number;
}

/** One Flirt's availability switches (collection READ_MODELS.flirtAvailability). */
export interface FlirtAvailabilityRow {
  readonly _id: string;
  readonly availableForChat: boolean;
  readonly availableForCalls: boolean;
  readonly position: number;
}

/** Whether a listing is Online, from its type and the switches. */
export function listingAvailable(
  type: ListingType,
  enabled: boolean,
  availableForChat: boolean,
  availableForCalls: boolean,
): boolean {
  if (type === 3) return availableForChat;
  if (type === 1) return availableForCalls && enabled;
  return enabled;
}
