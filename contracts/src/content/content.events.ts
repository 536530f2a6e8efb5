import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { Uuid } from '../shared/ids.js';
import { ListingId } from '../marketplace/listing.events.js';
import { profileImageEvents } from './profile-image.events.js';
import { SHOUT_PROVIDERS } from './content.constants.js';
export { SHOUT_PROVIDERS } from './content.constants.js';

const IsoTime = z.iso.datetime({ offset: true });

/** Spec 000 §1, §3: post types (`other` exists in old data only and is never created). */
export const POST_TYPES = ['free', 'subscriber', 'welcome_kit'] as const;
export const PostType = z.enum(POST_TYPES);
export type PostType = z.infer<typeof PostType>;

/** How every screen names a post's type (the welcome_kit post is the onboarding's first post). */
export const POST_TYPE_LABELS: Readonly<Record<PostType, string>> = {
  free: 'Free Post',
  subscriber: 'Subscriber Post',
  welcome_kit: 'Welcome Post',
};

/** Spec 000 §4 moderation statuses. */
export const MODERATION_STATUSES = [
  'not_reviewed',
  'accepted',
  'not_accepted',
  'not_accepted_edited',
] as const;
export const ModerationStatus = z.enum(MODERATION_STATUSES);
export type ModerationStatus = z.infer<typeof ModerationStatus>;

/** What a file in the file manager is; only the first three may go into posts. */
export const ITEM_TYPES = ['image', 'video', 'audio', 'document', 'archive', 'other'] as const;
export const ItemType = z.enum(ITEM_TYPES);
export type ItemType = z.infer<typeof ItemType>;
export const POSTABLE_ITEM_TYPES = ['image', 'video', 'audio'] as const;
export type PostableItemType = (typeof POSTABLE_ITEM_TYPES)[number];

/** A file's rating; null is unrated. Free posts take `everyone` or unrated only (spec 000 §5). */
export const MEDIA_RATINGS = ['everyone', 'adult'] as const;
export const MediaRating = z.enum(MEDIA_RATINGS);
export type MediaRating = z.infer<typeof MediaRating>;

export const ENCODING_STATUSES = ['pending', 'complete', 'failed'] as const;
export const EncodingStatus = z.enum(ENCODING_STATUSES);
export type EncodingStatus = z.infer<typeof EncodingStatus>;

/** The stored renditions of a file, by storage key (never a URL: URLs are signed per viewer). */
export const MediaVariants = z.object({
  original: z.string().min(1).max(300),
  large: z.string().min(1).max(300).nullable(),
  thumbnail: z.string().min(1).max(300).nullable(),
});
export type MediaVariants = z.infer<typeof MediaVariants>;

/** A file placed in a post, with the facts the feed needs without reading the file again. */
export const PostItem = z.object({
  fmItemId: Uuid,
  sortOrder: z.number().int().min(0).max(999),
  itemType: z.enum(POSTABLE_ITEM_TYPES),
});
export type PostItem = z.infer<typeof PostItem>;

const PostContent = {
  postType: PostType,
  body: z.string().max(5_000),
  paidBody: z.string().max(5_000),
  items: z.array(PostItem).max(50),
  hideFromFutureSubscribers: z.boolean(),
  scheduledAt: IsoTime.nullable(),
};
export const ShoutProvider = z.enum(SHOUT_PROVIDERS);
export type ShoutProvider = z.infer<typeof ShoutProvider>;

/** Spec 000 §3 social event types (7 and 8 are not used by the product). */
export const SHOUT_EVENT_TYPES = [1, 2, 3, 4, 5, 6, 9] as const;
export const ShoutEventType = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(9),
]);
export type ShoutEventType = z.infer<typeof ShoutEventType>;

export const ShoutTemplate = z.object({
  eventType: ShoutEventType,
  content: z.string().max(140),
  sendToTwitter: z.boolean(),
  sendToTumblr: z.boolean(),
  sendToBluesky: z.boolean(),
});
export type ShoutTemplate = z.infer<typeof ShoutTemplate>;

// A marketplace listing is reported from its drawer (its id is digits, not a uuid).
export const REPORT_CONTENT_TYPES = ['post', 'comment', 'media', 'profile', 'listing'] as const;
export const ReportContentType = z.enum(REPORT_CONTENT_TYPES);
export type ReportContentType = z.infer<typeof ReportContentType>;
/** What a report names: a listing by its listing id, anything else by its uuid. */
export const ReportedContentId = z.union([Uuid, ListingId]);

/**
 * Content context (the paid feed area). Streams: `post-<postId>`, `media-<itemId>` (one file),
 * `file-manager-<ownerId>` (folders), `like-<postId>-<userId>`, `comment-<commentId>`,
 * `onboarding-<creatorId>`, `social-<creatorId>` (linked accounts, templates, shouts) and
 * `report-<reportId>`. Follows live in the relationship stream (relationships context).
 */
export const contentEvents = {
  PostCreated: defineEvent(
    z.object({
      postId: Uuid,
      creatorId: Uuid,
      creatorLogin: z.string().min(1).max(40),
      ...PostContent,
      /** Post (or Schedule) was pressed: publish once accepted, processed and due. */
      publishRequested: z.boolean(),
      moderationStatus: ModerationStatus,
    }),
  ),
  PostEdited: defineEvent(
    z.object({ postId: Uuid, creatorId: Uuid, ...PostContent, moderationStatus: ModerationStatus }),
  ),
  PostPublishRequested: defineEvent(
    z.object({ postId: Uuid, creatorId: Uuid, scheduledAt: IsoTime.nullable() }),
  ),
  PostPublished: defineEvent(
    z.object({ postId: Uuid, creatorId: Uuid, postType: PostType, publishedAt: IsoTime }),
  ),
  PostAccepted: defineEvent(z.object({ postId: Uuid, creatorId: Uuid, moderatorId: Uuid })),
  /** Rejected by a moderator: taken off every feed (published_at cleared), owner sees it removed. */
  PostRejected: defineEvent(
    z.object({
      postId: Uuid,
      creatorId: Uuid,
      moderatorId: Uuid,
      reason: z.string().min(1).max(500),
    }),
  ),
  PostPinned: defineEvent(z.object({ postId: Uuid, creatorId: Uuid })),
  PostUnpinned: defineEvent(z.object({ postId: Uuid, creatorId: Uuid })),
  PostDeleted: defineEvent(z.object({ postId: Uuid, creatorId: Uuid })),

  MediaAlbumCreated: defineEvent(
    z.object({ albumId: Uuid, ownerId: Uuid, name: z.string().min(1).max(60) }),
  ),
  MediaUploaded: defineEvent(
    z.object({
      itemId: Uuid,
      ownerId: Uuid,
      albumId: Uuid,
      itemType: ItemType,
      /** The sniffed MIME type (never the one the browser claimed). */
      contentType: z.string().min(1).max(100),
      fileName: z.string().min(1).max(255),
      sizeBytes: z.number().int().nonnegative(),
      width: z.number().int().positive().nullable(),
      height: z.number().int().positive().nullable(),
      durationSeconds: z.number().nonnegative().nullable(),
      variants: MediaVariants,
      watermarked: z.boolean(),
      /** Images are processed before the upload answers; audio and video start pending. */
      encodingStatus: EncodingStatus,
    }),
  ),
  MediaEncoded: defineEvent(
    z.object({
      itemId: Uuid,
      ownerId: Uuid,
      durationSeconds: z.number().nonnegative().nullable(),
      variants: MediaVariants,
    }),
  ),
  MediaEncodingFailed: defineEvent(
    z.object({ itemId: Uuid, ownerId: Uuid, reason: z.string().min(1).max(300) }),
  ),
  MediaDetailsChanged: defineEvent(
    z.object({
      itemId: Uuid,
      ownerId: Uuid,
      albumId: Uuid,
      title: z.string().max(100),
      description: z.string().max(1_000),
      rating: MediaRating.nullable(),
    }),
  ),
  MediaDeleted: defineEvent(z.object({ itemId: Uuid, ownerId: Uuid })),

  PostLiked: defineEvent(
    z.object({
      postId: Uuid,
      creatorId: Uuid,
      userId: Uuid,
      login: z.string().min(1).max(40),
    }),
  ),
  PostUnliked: defineEvent(z.object({ postId: Uuid, creatorId: Uuid, userId: Uuid })),
  CommentAdded: defineEvent(
    z.object({
      commentId: Uuid,
      postId: Uuid,
      creatorId: Uuid,
      userId: Uuid,
      login: z.string().min(1).max(40),
      body: z.string().min(1).max(200),
      byPostAuthor: z.boolean(),
    }),
  ),

  LegalLiabilityAccepted: defineEvent(z.object({ creatorId: Uuid })),
  /** The Flirt has a price (`price`, has_offering) or a package (`package`, has_package). */
  OnboardingOfferingRecorded: defineEvent(
    z.object({ creatorId: Uuid, kind: z.enum(['price', 'package']) }),
  ),
  OnboardingCompleted: defineEvent(z.object({ creatorId: Uuid, postId: Uuid })),

  SocialAccountLinked: defineEvent(
    z.object({
      creatorId: Uuid,
      connectionId: Uuid,
      provider: ShoutProvider,
      username: z.string().min(1).max(253),
    }),
  ),
  SocialAccountUnlinked: defineEvent(
    z.object({ creatorId: Uuid, connectionId: Uuid, provider: ShoutProvider }),
  ),
  /** Posting through the account failed: the connection shows authentication_error. */
  SocialAccountFailed: defineEvent(
    z.object({ creatorId: Uuid, connectionId: Uuid, provider: ShoutProvider }),
  ),
  SocialTemplatesUpdated: defineEvent(
    z.object({ creatorId: Uuid, templates: z.array(ShoutTemplate).max(20) }),
  ),
  ShoutPosted: defineEvent(
    z.object({
      creatorId: Uuid,
      shoutId: Uuid,
      /** `manual`, or the social event type whose template was used. */
      trigger: z.union([z.literal('manual'), ShoutEventType]),
      content: z.string().min(1).max(400),
      providers: z.array(ShoutProvider).min(1).max(3),
      /** UTC day the daily limit counts against. */
      day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      /** The event that triggered an event shout (so it is shouted once). */
      sourceEventId: z.string().max(100).nullable(),
    }),
  ),
  ShoutDelivered: defineEvent(
    z.object({
      creatorId: Uuid,
      shoutId: Uuid,
      provider: ShoutProvider,
      externalId: z.string().min(1).max(200),
    }),
  ),
  ShoutDeliveryFailed: defineEvent(
    z.object({
      creatorId: Uuid,
      shoutId: Uuid,
      provider: ShoutProvider,
      reason: z.string().min(1).max(300),
    }),
  ),
  /** An event shout that was not sent (daily limit reached, nothing linked), so it is settled. */
  ShoutSkipped: defineEvent(
    z.object({
      creatorId: Uuid,
      sourceEventId: z.string().min(1).max(100),
      reason: z.enum(['daily_limit', 'not_linked', 'template_off']),
    }),
  ),

  ContentReported: defineEvent(
    z.object({
      reportId: Uuid,
      reporterId: Uuid,
      contentType: ReportContentType,
      contentId: ReportedContentId,
      description: z.string().max(1_000),
    }),
  ),

  // A moderator closes a report: dismissed, or the content taken down with a reason.
  ReportDismissed: defineEvent(z.object({ reportId: Uuid, moderatorId: Uuid })),
  ReportedContentTakenDown: defineEvent(
    z.object({
      reportId: Uuid,
      moderatorId: Uuid,
      contentType: ReportContentType,
      contentId: Uuid,
      reason: z.string().min(1).max(500),
    }),
  ),
  /** A moderator hid a comment (a report taken down): it leaves the post's comments. */
  CommentHidden: defineEvent(
    z.object({
      commentId: Uuid,
      postId: Uuid,
      creatorId: Uuid,
      moderatorId: Uuid,
      reason: z.string().min(1).max(500),
    }),
  ),

  // storefront (spec 001 §2.4): the owner shows or hides 'Member Since' on their storefront.
  MemberSinceVisibilitySet: defineEvent(z.object({ creatorId: Uuid, visible: z.boolean() })),
  // Avatar, cover and homepage reviews.
  ...profileImageEvents,
};

export type ContentEvent = EventsOf<typeof contentEvents>;
export type ContentEventOf<T extends ContentEvent['type']> = Extract<ContentEvent, { type: T }>;
/** The events of a post stream (`post-<id>`), for its decider and the feeds' projection. */
export const POST_EVENT_TYPES = [
  'PostCreated',
  'PostEdited',
  'PostPublishRequested',
  'PostPublished',
  'PostAccepted',
  'PostRejected',
  'PostPinned',
  'PostUnpinned',
  'PostDeleted',
] as const satisfies readonly ContentEvent['type'][];
export type PostEvent = ContentEventOf<(typeof POST_EVENT_TYPES)[number]>;
export type MediaEvent = ContentEventOf<
  'MediaUploaded' | 'MediaEncoded' | 'MediaEncodingFailed' | 'MediaDetailsChanged' | 'MediaDeleted'
>;
export type LikeEvent = ContentEventOf<'PostLiked' | 'PostUnliked'>;
export type OnboardingEvent = ContentEventOf<
  'LegalLiabilityAccepted' | 'OnboardingOfferingRecorded' | 'OnboardingCompleted'
>;
/** The events of a Flirt's social stream (`social-<creatorId>`), for its decider and projection. */
export const SOCIAL_EVENT_TYPES = [
  'SocialAccountLinked',
  'SocialAccountUnlinked',
  'SocialAccountFailed',
  'SocialTemplatesUpdated',
  'ShoutPosted',
  'ShoutDelivered',
  'ShoutDeliveryFailed',
  'ShoutSkipped',
] as const satisfies readonly ContentEvent['type'][];
export type SocialEvent = ContentEventOf<(typeof SOCIAL_EVENT_TYPES)[number]>;

// storefront
export type StorefrontEvent = ContentEventOf<'MemberSinceVisibilitySet'>;
// Avatar, cover and homepage reviews.
export type ProfileEvent = ContentEventOf<
  | 'ProfileImageSubmitted'
  | 'ProfileImageAccepted'
  | 'ProfileImageRejected'
  | 'HomepageSubmitted'
  | 'HomepageAccepted'
  | 'HomepageRejected'
>;
