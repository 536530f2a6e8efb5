import { z } from 'zod';
import { ListingId } from '../marketplace/listing.events.js';
import { Uuid } from '../shared/ids.js';
import { nameText, safeText } from '../shared/names.js';
import {
  MediaRating,
  POST_TYPES,
  REPORT_CONTENT_TYPES,
  SHOUT_EVENT_TYPES,
} from './content.events.js';
import { CONTENT_MESSAGES as M } from './content.messages.js';

/** Spec 000 §9 and ours: the limits of the feed area. */
export const CONTENT_LIMITS = {
  captionMax: 2_000,
  postItemsMax: 50,
  commentMax: 200,
  shoutMax: 280,
  templateMax: 140,
  shoutsPerDayPerService: 10,
  /** Default page size of cursor paging (spec 000 §9). */
  perPage: 20,
  perPageMax: 50,
  scheduleHorizonDays: 365,
} as const;

const Caption = safeText({ error: M.captionTooLong }, { multiline: true }).max(
  CONTENT_LIMITS.captionMax,
  M.captionTooLong,
);
const ScheduledAt = z.iso.datetime({ offset: true, error: M.scheduleInvalid }).nullable();

export const PostItemInput = z.object({
  fm_item_id: Uuid,
  sort_order: z.number().int().min(0).max(999),
});
export type PostItemInput = z.infer<typeof PostItemInput>;

const PostItems = z
  .array(PostItemInput, { error: M.tooManyItems })
  .max(CONTENT_LIMITS.postItemsMax, M.tooManyItems);

/** POST /feeds/posts (the Create Post screen, spec 000 §2). */
export const CreatePostBody = z.object({
  post_type: z.enum(POST_TYPES, { error: M.postTypeRequired }),
  body: Caption.optional().default(''),
  paid_body: Caption.optional().default(''),
  post_items: PostItems.optional().default([]),
  scheduled_at: ScheduledAt.optional().default(null),
  hide_from_future_subscribers: z.boolean().optional().default(false),
  /** False keeps the post as a draft (publish later with PUT /feeds/posts/{id}/publish). */
  publish: z.boolean().optional().default(true),
});
export type CreatePostBody = z.infer<typeof CreatePostBody>;

/** PATCH /feeds/posts/{id}: only the fields given change. */
export const EditPostBody = z.object({
  post_type: z.enum(POST_TYPES, { error: M.postTypeRequired }).optional(),
  body: Caption.optional(),
  paid_body: Caption.optional(),
  post_items: PostItems.optional(),
  scheduled_at: ScheduledAt.optional(),
  hide_from_future_subscribers: z.boolean().optional(),
});
export type EditPostBody = z.infer<typeof EditPostBody>;

/** PUT /feeds/posts/{id}/publish: optionally (re)schedules. */
export const PublishPostBody = z.object({ scheduled_at: ScheduledAt.optional() }).default({});
export type PublishPostBody = z.infer<typeof PublishPostBody>;

export const RejectPostBody = z.object({
  reason: z
    .string({ error: M.rejectReasonRequired })
    .trim()
    .min(1, M.rejectReasonRequired)
    .max(500, M.rejectReasonRequired),
});
export type RejectPostBody = z.infer<typeof RejectPostBody>;

/** POST /feeds/moderation/reports/{id}/take_down: hide the reported post or comment. */
export const TakeDownBody = z.object({
  reason: z
    .string({ error: M.takeDownReasonRequired })
    .trim()
    .min(1, M.takeDownReasonRequired)
    .max(500, M.takeDownReasonRequired),
});
export type TakeDownBody = z.infer<typeof TakeDownBody>;

export const FollowBody = z.object({ advisor_id: Uuid });
export type FollowBody = z.infer<typeof FollowBody>;

/** `advisor_ids` as a comma-separated list (GET follows, spec 000 §7). */
export const AdvisorIdsQuery = z.object({
  advisor_ids: z
    .string()
    .max(40_000)
    .regex(/^[0-9a-f,-]*$/, 'must be a comma-separated list of ids')
    .optional(),
});
export type AdvisorIdsQuery = z.infer<typeof AdvisorIdsQuery>;

export const ContentCheckBody = z.object({
  advisor_ids: z.array(Uuid).max(500).optional().default([]),
});
export type ContentCheckBody = z.infer<typeof ContentCheckBody>;

const PerPage = z.coerce
  .number()
  .int()
  .min(1)
  .max(CONTENT_LIMITS.perPageMax)
  .optional()
  .default(CONTENT_LIMITS.perPage);
const Cursor = z.string().max(200).optional();

export const FeedQuery = z.object({ cursor: Cursor, per_page: PerPage });
export type FeedQuery = z.infer<typeof FeedQuery>;

/** Explore: women 0, men 1, transgender 2 (spec 002 §3 codes); absent: the viewer's preference. */
export const ExploreFeedQuery = FeedQuery.extend({
  gender: z.enum(['0', '1', '2', 'all']).optional(),
});
export type ExploreFeedQuery = z.infer<typeof ExploreFeedQuery>;

/** Spec 001 §2.2 media filters. */
export const MEDIA_FILTERS = ['all', 'photo', 'video', 'audio'] as const;
export const MediaFeedQuery = FeedQuery.extend({
  filter: z.enum(MEDIA_FILTERS).optional().default('all'),
});
export type MediaFeedQuery = z.infer<typeof MediaFeedQuery>;

export const NewPostsCheckQuery = z.object({ cursor: Cursor });
export type NewPostsCheckQuery = z.infer<typeof NewPostsCheckQuery>;

export const PageQuery = z.object({ cursor: Cursor, per_page: PerPage });
export type PageQuery = z.infer<typeof PageQuery>;

export const LikesQuery = z.object({ post_id: Uuid });
export type LikesQuery = z.infer<typeof LikesQuery>;

export const AddCommentBody = z.object({
  body: safeText({ error: M.commentBlank }, { multiline: true })
    .trim()
    .min(1, M.commentBlank)
    .max(CONTENT_LIMITS.commentMax, M.commentTooLong),
});
export type AddCommentBody = z.infer<typeof AddCommentBody>;

export const CreateAlbumBody = z.object({
  name: nameText({ error: M.albumNameRequired })
    .trim()
    .min(1, M.albumNameRequired)
    .max(60, 'Folder names can be at most 60 characters.'),
});
export type CreateAlbumBody = z.infer<typeof CreateAlbumBody>;

export const MediaItemsQuery = z.object({
  album_id: Uuid.optional(),
  cursor: Cursor,
  per_page: PerPage,
});
export type MediaItemsQuery = z.infer<typeof MediaItemsQuery>;

export const EditMediaItemBody = z.object({
  title: nameText().max(100, 'Titles can be at most 100 characters.').optional(),
  description: safeText(undefined, { multiline: true })
    .max(1_000, 'Descriptions can be at most 1,000 characters.')
    .optional(),
  rating: MediaRating.nullable().optional(),
  album_id: Uuid.optional(),
});
export type EditMediaItemBody = z.infer<typeof EditMediaItemBody>;

export const MediaVariantParam = z.enum(['original', 'large', 'thumbnail']);
export type MediaVariantParam = z.infer<typeof MediaVariantParam>;

/** The signature of a media URL (see docs/adr/0061). */
export const MediaUrlQuery = z.object({
  v: z.string().max(64),
  exp: z.string().regex(/^\d{1,13}$/),
  sig: z.string().regex(/^[\w-]{1,64}$/),
});
export type MediaUrlQuery = z.infer<typeof MediaUrlQuery>;

export const ManualShoutBody = z
  .object({
    content: safeText({ error: M.shoutBlank }, { multiline: true })
      .trim()
      .min(1, M.shoutBlank)
      .max(CONTENT_LIMITS.shoutMax, M.shoutTooLong),
    send_to_twitter: z.boolean().optional().default(false),
    send_to_tumblr: z.boolean().optional().default(false),
    send_to_bluesky: z.boolean().optional().default(false),
  })
  .refine((body) => body.send_to_twitter || body.send_to_tumblr || body.send_to_bluesky, {
    message: M.chooseAnAccount,
    path: ['base'],
  });
export type ManualShoutBody = z.infer<typeof ManualShoutBody>;

export const EventTemplateInput = z.object({
  id: Uuid,
  /** Checked against 140 characters by the server, answered with 422 and per-template errors. */
  content: z.string().max(1_000).optional(),
  send_to_twitter: z.boolean().optional(),
  send_to_tumblr: z.boolean().optional(),
  send_to_bluesky: z.boolean().optional(),
});
export const EventTemplatesBody = z.object({
  user: z.object({
    social_media_event_templates_attributes: z
      .array(EventTemplateInput)
      .max(SHOUT_EVENT_TYPES.length),
  }),
});
export type EventTemplatesBody = z.infer<typeof EventTemplatesBody>;

export const BlueskyLoginBody = z.object({
  handle: z
    .string({ error: M.blueskySetupFailed })
    .trim()
    .min(3, M.blueskySetupFailed)
    .max(253, M.blueskySetupFailed),
});
export type BlueskyLoginBody = z.infer<typeof BlueskyLoginBody>;

export const SocialProviderParam = z.enum(['twitter', 'tumblr', 'bluesky']);
export type SocialProviderParam = z.infer<typeof SocialProviderParam>;

export const SocialCallbackQuery = z.object({
  state: z.string().max(1_000),
  username: z.string().trim().min(1).max(253).optional(),
  error: z.string().max(200).optional(),
});
export type SocialCallbackQuery = z.infer<typeof SocialCallbackQuery>;

export const StartLinkQuery = z.object({
  username: z.string().trim().min(1).max(253).optional(),
});
export type StartLinkQuery = z.infer<typeof StartLinkQuery>;

/** POST /client_api/report_contents (spec 000 §7). */
export const ReportContentBody = z
  .object({
    content_id: z.string(),
    content_type: z.enum(REPORT_CONTENT_TYPES),
    description: z
      .string()
      .max(1_000, 'Please keep the description under 1,000 characters.')
      .optional()
      .default(''),
  })
  .superRefine((body, context) => {
    // A listing is named by its listing id, everything else by its uuid.
    const id = body.content_type === 'listing' ? ListingId : Uuid;
    if (!id.safeParse(body.content_id).success)
      context.addIssue({
        code: 'custom',
        path: ['content_id'],
        message: body.content_type === 'listing' ? 'must be a listing id' : 'must be a UUID',
      });
  });
export type ReportContentBody = z.infer<typeof ReportContentBody>;

/** Spec 000 §7 `GET /client_api/advisors?ids=a,b`: at most 100 Flirt ids. */
export const AdvisorsByIdsQuery = z.object({
  ids: z
    .string()
    .max(4_000)
    .regex(/^[0-9a-f-]+(,[0-9a-f-]+)*$/, 'must be a comma-separated list of ids'),
});
export type AdvisorsByIdsQuery = z.infer<typeof AdvisorsByIdsQuery>;

/** Spec 000 §7 advisor search (`s`, `gender`): the start of a login, of a gender or all. */
export const AdvisorSearchQuery = z.object({
  s: z.string().trim().max(100, 'must be at most 100 characters').optional().default(''),
  gender: z.enum(['0', '1', '2', 'all']).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional().default(20),
});
export type AdvisorSearchQuery = z.infer<typeof AdvisorSearchQuery>;

/** Spec 000 §9 header search: at least 3 characters, at most 100. */
export const LIVE_SEARCH_MIN_LENGTH = 3;
export const LIVE_SEARCH_MAX_LENGTH = 100;

/** Spec 001 §2.4 Hide/Show Member Since Date: the owner's choice. */
export const MemberSinceVisibilityBody = z.object({
  visible: z.boolean({ error: 'Please choose whether to show the Member Since date.' }),
});
export type MemberSinceVisibilityBody = z.infer<typeof MemberSinceVisibilityBody>;
