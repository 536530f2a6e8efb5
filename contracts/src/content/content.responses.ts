import { z } from 'zod';
import {
  EncodingStatus,
  ItemType,
  MediaRating,
  ModerationStatus,
  PostType,
} from './content.events.js';
import { HomepageStatus } from './profile-image.events.js';
import type {
  AdvisorView,
  AlbumView,
  FileManagerItemView,
  CommentView,
  FeedPage,
  FollowView,
  LikeEntry,
  MediaFeedRecord,
  PostView,
} from './content.read-models.js';

/**
 * Zod schemas of the feed area's answers, for the browser to parse what it receives. Each is
 * checked against its read-model interface, so the two cannot drift apart.
 */
const MediaItemResponse = z.object({
  fm_item_id: z.string(),
  item_type: ItemType,
  content_type: z.string(),
  large_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  public_previewable: z.boolean(),
  preview_urls: z.array(z.string()),
  file_name: z.string(),
  rating: MediaRating.nullable(),
  title: z.string(),
  description: z.string(),
  created_at: z.string(),
  duration_seconds: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  encoding_status: EncodingStatus,
});

export const PostResponse = z.object({
  id: z.string(),
  main_user_id: z.string(),
  account: z.object({ login: z.string(), main_user_id: z.string() }),
  body: z.string(),
  paid_body: z.string().nullable(),
  post_type: PostType,
  post_items: z.array(MediaItemResponse.extend({ sort_order: z.number() })),
  scheduled_at: z.string().nullable(),
  published_at: z.string().nullable(),
  ordering_date: z.string(),
  unlocked: z.boolean(),
  pinned: z.boolean(),
  commentable: z.boolean(),
  blocked: z.boolean(),
  has_like: z.boolean(),
  likes_count: z.number().int(),
  comments_count: z.number().int(),
  post_item_encoding_status: EncodingStatus,
  moderation_status: ModerationStatus,
  image_count: z.number().int(),
  video_count: z.number().int(),
  audio_count: z.number().int(),
  hide_from_future_subscribers: z.boolean(),
  display_status: z.enum([
    'published',
    'scheduled',
    'pending_review',
    'processing',
    'removed',
    'draft',
  ]),
  rejection_reason: z.string().nullable(),
});
export type PostResponse = z.infer<typeof PostResponse>;

export const PostFeedResponse = z.object({
  records: z.array(PostResponse),
  moreRecords: z.boolean(),
  cursor: z.string().nullable(),
  newest_cursor: z.string().nullable(),
  new_posts: z.boolean(),
  content_available: z.boolean(),
  premier_list_followed: z.boolean(),
});
export type PostFeedResponse = z.infer<typeof PostFeedResponse>;

export const MediaFeedRecordResponse = z.object({
  fm_item_id: z.string().nullable(),
  post_id: z.string(),
  item_type: z.enum(['image', 'video', 'audio']),
  content_type: z.string().nullable(),
  unlocked: z.boolean(),
  thumbnail_url: z.string().nullable(),
  large_url: z.string().nullable(),
  post_published_at: z.string(),
  sort_order: z.number().int(),
  duration_seconds: z.number().nullable(),
});
/** GET /feeds/creator_media_feed/{id} (spec 001 §2.2 Media tab). */
export const MediaFeedResponse = PostFeedResponse.extend({
  records: z.array(MediaFeedRecordResponse),
});
export type MediaFeedResponse = z.infer<typeof MediaFeedResponse>;

export const NewPostsCheckResponse = z.object({ new_posts: z.boolean() });

export const CommentResponse = z.object({
  id: z.string(),
  body: z.string(),
  ordering_date: z.string(),
  poster_login: z.string(),
  poster_initials: z.string(),
  by_post_author: z.boolean(),
});

export const CommentsPageResponse = z.object({
  records: z.array(CommentResponse),
  moreRecords: z.boolean(),
  cursor: z.string().nullable(),
});
export type CommentsPageResponse = z.infer<typeof CommentsPageResponse>;

export const FollowResponse = z.object({
  id: z.string(),
  active: z.boolean(),
  advisor_id: z.string(),
  creator_account: z.object({ main_user_id: z.string(), login: z.string() }),
});
export const FollowsResponse = z.object({ follows: z.array(FollowResponse) });

export const LikesResponse = z.object({
  likes: z.array(z.tuple([z.string(), z.string(), z.string()])),
});
export type LikesResponse = z.infer<typeof LikesResponse>;

export const AdvisorResponse = z.object({
  id: z.string(),
  login: z.string(),
  slug: z.string(),
  active: z.boolean(),
  blocked: z.boolean(),
  onboarding_complete: z.boolean(),
  chat_eligible: z.boolean(),
  member_since: z.string(),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullable(),
});
export type AdvisorResponse = z.infer<typeof AdvisorResponse>;
export const AdvisorsResponse = z.object({ advisors: z.array(AdvisorResponse) });

/** Spec 001 §4 image moderation of the avatar and cover: pending, rejected, or approved. */
export const ImageModerationStatus = z.enum(['approved', 'pending', 'rejected']);

/**
 * GET /client_api/advisors/{login}/storefront (spec 001 §2, §3): what the storefront and the
 * profile page show and which tabs exist. `member_since` is null when the Flirt hides it, except
 * to the Flirt themself; `is_owner` says the viewer is that Flirt.
 */
export const StorefrontProfileResponse = z.object({
  advisor: AdvisorResponse,
  is_owner: z.boolean(),
  show_member_since: z.boolean(),
  member_since: z.string().nullable(),
  avatar_url: z.string().nullable(),
  cover_url: z.string().nullable(),
  avatar_image_moderation_status: ImageModerationStatus,
  cover_image_moderation_status: ImageModerationStatus,
  homepage_status: HomepageStatus,
  homepage_content: z.string().nullable(),
  chat: z.object({
    enrolled: z.boolean(),
    eligible: z.boolean(),
    explicitly_unenrolled: z.boolean(),
    available: z.boolean(),
    slug: z.string(),
  }),
  recurring_package_tributes: z.boolean(),
  has_packages: z.boolean(),
  has_goody_bags: z.boolean(),
  has_listings: z.boolean(),
});
export type StorefrontProfileResponse = z.infer<typeof StorefrontProfileResponse>;

// Compile-time checks: each schema's output is assignable to the interface the server answers.
type Assignable<T, _U extends T> = true;
export type ContentResponseChecks = [
  Assignable<PostView, PostResponse>,
  Assignable<FeedPage<PostView>, PostFeedResponse>,
  Assignable<CommentView, z.infer<typeof CommentResponse>>,
  Assignable<FollowView, z.infer<typeof FollowResponse>>,
  Assignable<LikeEntry, z.infer<typeof LikesResponse>['likes'][number]>,
  Assignable<AdvisorView, AdvisorResponse>,
  Assignable<FeedPage<MediaFeedRecord>, MediaFeedResponse>,
];

// File manager and Create Post (publishing screens).
export const AlbumResponse = z.object({
  id: z.string(),
  name: z.string(),
  items_count: z.number().int(),
  created_at: z.string(),
});
export const AlbumsResponse = z.object({ albums: z.array(AlbumResponse) });
export type AlbumsResponse = z.infer<typeof AlbumsResponse>;

export const FileManagerItemResponse = MediaItemResponse.extend({
  album_id: z.string(),
  size_bytes: z.number().int(),
  watermarked: z.boolean(),
});
export type FileManagerItemResponse = z.infer<typeof FileManagerItemResponse>;

export const FileManagerItemsResponse = z.object({
  items: z.array(FileManagerItemResponse),
  moreRecords: z.boolean(),
  cursor: z.string().nullable(),
});
export type FileManagerItemsResponse = z.infer<typeof FileManagerItemsResponse>;

export const UploadResponse = z.object({ position: z.number(), item: FileManagerItemResponse });
export type UploadResponse = z.infer<typeof UploadResponse>;

/** What a post command answers: the post id, and when it went live (null while it waits). */
export const PostCommandResponse = z.object({
  position: z.number(),
  id: z.string(),
  published_at: z.string().nullable(),
});
export type PostCommandResponse = z.infer<typeof PostCommandResponse>;

export const PostQueueResponse = z.object({ records: z.array(PostResponse) });
export type PostQueueResponse = z.infer<typeof PostQueueResponse>;

export type PublishingResponseChecks = [
  Assignable<AlbumView, z.infer<typeof AlbumResponse>>,
  Assignable<FileManagerItemView, FileManagerItemResponse>,
];
