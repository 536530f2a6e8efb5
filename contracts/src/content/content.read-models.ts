import type {
  EncodingStatus,
  ItemType,
  MediaRating,
  ModerationStatus,
  PostType,
  ReportContentType,
  ShoutEventType,
  ShoutProvider,
} from './content.events.js';

/**
 * Responses of the feed area (spec 000 §3 entities, 001 §3 media items). A post a viewer may
 * not see in full is sent in its locked form: public caption and media counts only; paid
 * caption, media URLs and previews never leave the server (docs/adr/0061).
 */
export interface PostAccountView {
  readonly login: string;
  readonly main_user_id: string;
}

export interface MediaItemView {
  readonly fm_item_id: string;
  readonly item_type: ItemType;
  readonly content_type: string;
  /** Signed for the viewer, expiring (docs/adr/0061); null while there is no such rendition. */
  readonly large_url: string | null;
  readonly thumbnail_url: string | null;
  readonly public_previewable: boolean;
  readonly preview_urls: readonly string[];
  readonly file_name: string;
  readonly rating: MediaRating | null;
  readonly title: string;
  readonly description: string;
  readonly created_at: string;
  readonly duration_seconds: number | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly encoding_status: EncodingStatus;
}

export interface PostItemView extends MediaItemView {
  readonly sort_order: number;
}

/** What the owner sees of their own post besides the public shape. */
export type PostDisplayStatus =
  'published' | 'scheduled' | 'pending_review' | 'processing' | 'removed' | 'draft';

export interface PostView {
  readonly id: string;
  readonly main_user_id: string;
  readonly account: PostAccountView;
  /** The public caption. */
  readonly body: string;
  /** The subscriber caption; null in the locked view. */
  readonly paid_body: string | null;
  readonly post_type: PostType;
  /** Empty in the locked view. */
  readonly post_items: readonly PostItemView[];
  readonly scheduled_at: string | null;
  readonly published_at: string | null;
  readonly ordering_date: string;
  readonly unlocked: boolean;
  readonly pinned: boolean;
  readonly commentable: boolean;
  /** The viewer and the Flirt have blocked one another. */
  readonly blocked: boolean;
  readonly has_like: boolean;
  readonly likes_count: number;
  readonly comments_count: number;
  readonly post_item_encoding_status: EncodingStatus;
  readonly moderation_status: ModerationStatus;
  readonly image_count: number;
  readonly video_count: number;
  readonly audio_count: number;
  readonly hide_from_future_subscribers: boolean;
  readonly display_status: PostDisplayStatus;
  /** Only the owner (and moderators) see why a post was rejected. */
  readonly rejection_reason: string | null;
}

/** Spec 000 §3 feed response plus the cursor of the next page. */
export interface FeedPage<T> {
  readonly records: readonly T[];
  readonly moreRecords: boolean;
  /** Opaque; pass back as `cursor` for the next page; null on the last page. */
  readonly cursor: string | null;
  /** On a first page: the cursor of its newest record, for the new-posts poll. */
  readonly newest_cursor: string | null;
  readonly new_posts: boolean;
  readonly content_available: boolean;
  readonly premier_list_followed: boolean;
}

/** Spec 001 §3: one media item of a Flirt's media tab. */
export interface MediaFeedRecord {
  /** Null when locked: a locked item shows that it exists, never which file it is. */
  readonly fm_item_id: string | null;
  readonly post_id: string;
  readonly item_type: 'image' | 'video' | 'audio';
  /** Null when locked. */
  readonly content_type: string | null;
  readonly unlocked: boolean;
  readonly thumbnail_url: string | null;
  readonly large_url: string | null;
  readonly post_published_at: string;
  readonly sort_order: number;
  readonly duration_seconds: number | null;
}

export interface NewPostsCheck {
  readonly new_posts: boolean;
}

export interface ContentCheck {
  readonly content_available: boolean;
  /** Per requested Flirt: whether their feed has posts. */
  readonly advisors: Readonly<Record<string, boolean>>;
}

export interface FollowView {
  readonly id: string;
  readonly active: boolean;
  readonly advisor_id: string;
  readonly creator_account: { readonly main_user_id: string; readonly login: string };
}

export interface CommentView {
  readonly id: string;
  readonly body: string;
  readonly ordering_date: string;
  readonly poster_login: string;
  readonly poster_initials: string;
  readonly by_post_author: boolean;
}

/** Spec 000 §3 like entry: [login, user id, initials]; the first and third are shown. */
export type LikeEntry = readonly [string, string, string];

export interface AlbumView {
  readonly id: string;
  readonly name: string;
  readonly items_count: number;
  readonly created_at: string;
}

export interface FileManagerItemView extends MediaItemView {
  readonly album_id: string;
  readonly size_bytes: number;
  readonly watermarked: boolean;
}

export type OnboardingStep = 'new' | 'accepted_2257' | 'has_offering' | 'has_package' | 'complete';

export interface OnboardingView {
  readonly onboarding_step: OnboardingStep;
  readonly onboarding_complete: boolean;
  /** Spec 000 §4 checklist: each button is enabled only on its own step. */
  readonly steps: readonly {
    readonly name: 'legal_terms' | 'set_price' | 'first_post';
    readonly done: boolean;
    readonly enabled: boolean;
  }[];
}

export interface SocialConnectionView {
  readonly id: string;
  readonly provider: ShoutProvider;
  readonly username: string;
  readonly authentication_error: string | null;
}

export interface SocialEventTemplateView {
  readonly id: string;
  readonly event_type: ShoutEventType;
  readonly content: string;
  readonly send_to_twitter: boolean;
  readonly send_to_tumblr: boolean;
  readonly send_to_bluesky: boolean;
  readonly valid_substitutions: readonly string[];
  readonly errors: readonly string[];
}

export interface ShoutOutboxEntry {
  readonly id: string;
  readonly trigger: 'manual' | ShoutEventType;
  readonly content: string;
  readonly created_at: string;
  readonly deliveries: readonly {
    readonly provider: ShoutProvider;
    readonly status: 'pending' | 'delivered' | 'failed';
    readonly external_id: string | null;
    readonly error: string | null;
  }[];
}

export interface ContentReportView {
  readonly id: string;
  readonly reporter_id: string;
  readonly content_type: ReportContentType;
  readonly content_id: string;
  readonly description: string;
  readonly created_at: string;
}

/**
 * A Flirt as others see them (spec 000 §3 "Advisor"; 001 §3 adds member_since). `blocked` is
 * relative to the viewer: either of the two blocked the other. Chat is another system's, so
 * `chat_eligible` stays false here.
 */
export interface AdvisorView {
  readonly id: string;
  readonly login: string;
  readonly slug: string;
  readonly active: boolean;
  readonly blocked: boolean;
  readonly onboarding_complete: boolean;
  readonly chat_eligible: boolean;
  readonly member_since: string;
  /** Spec 002 §3 codes: woman 0, man 1, transgender 2; null until the Flirt sets it. */
  readonly gender: 0 | 1 | 2 | null;
}

/** One hit of the header's live search (spec 000 §7 `GET /search/realtime/{text}`). */
export interface LiveSearchHit {
  readonly login: string;
  readonly title: string;
  /** 'listing' hits come from the marketplace search, after the Flirts. */
  readonly type: 'flirt' | 'listing';
  readonly url: string;
}
