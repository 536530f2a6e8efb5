import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { Uuid } from '../shared/ids.js';
import { NonNegativeCents } from '../shared/money.js';
import { ListingType } from './categories.js';

/**
 * Listing ids are digits, so an old link `listings/show/123-some-title` names its listing by the
 * leading number. Phone listings get a random 10-digit id (never starting with 9); a Flirt's one
 * chat listing gets a 16-digit id starting with 9 derived from the Flirt's id, so "exactly one
 * chat listing" is the stream's own identity, not a lookup.
 */
export const ListingId = z.string().regex(/^[1-9]\d{0,17}$/, 'must be a listing id');
export type ListingId = z.infer<typeof ListingId>;

/** The id of a Flirt's chat listing: '9' and 15 digits of an FNV-1a hash of their id. */
export function chatListingIdOf(creatorId: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const char of creatorId) {
    hash ^= BigInt(char.charCodeAt(0));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return `9${String(hash % 1_000_000_000_000_000n).padStart(15, '0')}`;
}
export const isChatListingId = (listingId: string) =>
  listingId.length === 16 && listingId.startsWith('9');

/** Listing statuses as codes (events, filters) and the names screens show. */
export const LISTING_STATUSES = {
  new: 'New',
  accepted: 'Accepted',
  accepted_edited: 'Accepted - Edited',
  not_accepted: 'Not Accepted',
  not_accepted_edited: 'Not Accepted - Edited',
} as const;
export type ListingStatus = keyof typeof LISTING_STATUSES;
export const ListingStatus = z.enum([
  'new',
  'accepted',
  'accepted_edited',
  'not_accepted',
  'not_accepted_edited',
]);
/** Statuses the public sees (the directory): accepted, also after an edit awaiting review. */
export const PUBLIC_LISTING_STATUSES: readonly ListingStatus[] = ['accepted', 'accepted_edited'];
/** Statuses waiting in the moderators' queue. */
export const PENDING_LISTING_STATUSES: readonly ListingStatus[] = [
  'new',
  'accepted_edited',
  'not_accepted_edited',
];

/** Why a moderator did not accept a listing (the comment says more). */
export const LISTING_REJECTION_REASONS = [
  'Inappropriate photo',
  'Inappropriate title or description',
  'Wrong category',
  'Contact details in the listing',
  'Price or service not allowed',
  'Other',
] as const;
export const ListingRejectionReason = z.enum(LISTING_REJECTION_REASONS);
export type ListingRejectionReason = z.infer<typeof ListingRejectionReason>;

const IsoTime = z.iso.datetime({ offset: true });

/** What a listing shows: the same fields on creation and on each edit. */
export const ListingContent = z.object({
  title: z.string(),
  /** Rich text, already sanitised by the server (an allow-list of tags, no attributes). */
  description: z.string(),
  categoryId: z.number().int(),
  /** Per minute (phone) or per volley (chat). */
  priceCents: NonNegativeCents,
  /** A ready image of the Flirt's media library, or none (its URL is signed when shown). */
  photoMediaId: Uuid.nullable(),
  /** The extension a caller dials after the Flirt's number; none for chat. */
  serviceExtension: z.string().nullable(),
});
export type ListingContent = z.infer<typeof ListingContent>;

/**
 * One listing lives in `listing-<listingId>`; a Flirt's availability for chat and calls in
 * `availability-<creatorId>`.
 */
export const listingEvents = {
  ListingCreated: defineEvent(
    ListingContent.extend({
      listingId: ListingId,
      creatorId: Uuid,
      login: z.string(),
      type: ListingType,
      at: IsoTime,
    }),
  ),
  /** The owner changed the listing; `status` is where the edit left its review. */
  ListingEdited: defineEvent(
    ListingContent.extend({
      listingId: ListingId,
      creatorId: Uuid,
      status: ListingStatus,
      at: IsoTime,
    }),
  ),
  ListingAccepted: defineEvent(
    z.object({ listingId: ListingId, creatorId: Uuid, moderatorId: Uuid, at: IsoTime }),
  ),
  ListingRejected: defineEvent(
    z.object({
      listingId: ListingId,
      creatorId: Uuid,
      moderatorId: Uuid,
      reason: ListingRejectionReason,
      comment: z.string(),
      at: IsoTime,
    }),
  ),
  /** Staff blocked the listing: it stays visible with its contact actions hidden. */
  ListingBlocked: defineEvent(
    z.object({ listingId: ListingId, creatorId: Uuid, staffId: Uuid, at: IsoTime }),
  ),
  ListingUnblocked: defineEvent(
    z.object({ listingId: ListingId, creatorId: Uuid, staffId: Uuid, at: IsoTime }),
  ),
  /** The owner switched one phone listing on or off for callers. */
  ListingAvailabilitySet: defineEvent(
    z.object({ listingId: ListingId, creatorId: Uuid, available: z.boolean(), at: IsoTime }),
  ),
  /** The Flirt's switches: available for chat, available for (live) calls. */
  FlirtAvailabilitySet: defineEvent(
    z.object({
      creatorId: Uuid,
      availableForChat: z.boolean(),
      availableForCalls: z.boolean(),
      at: IsoTime,
    }),
  ),
};
export type ListingEvent = EventsOf<typeof listingEvents>;
export type ListingEventOf<T extends ListingEvent['type']> = Extract<ListingEvent, { type: T }>;
