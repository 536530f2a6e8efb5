import type { FeedPostRow } from '@flirtwire/projections';
import type { Relation } from './viewer-relations.js';

/**
 * How much of a post a viewer gets (docs/adr/0061):
 * - `full`: the owner, or a moderator reviewing it: everything, including why it was removed;
 * - `unlocked`: the published post with its subscriber caption and signed media URLs;
 * - `locked`: public caption and media counts only, nothing else of the content;
 * - `hidden`: not at all (404): deleted, removed, drafts and anything unpublished that is not
 *   accepted and scheduled for later (shown locked, spec 000 §4).
 */
export type PostAccess = 'full' | 'unlocked' | 'locked' | 'hidden';

/** The facts of a post the rule reads: a feed row, or a post's own stream state. */
export type AccessFacts = Pick<
  FeedPostRow,
  | 'deleted'
  | 'creatorId'
  | 'feedKey'
  | 'publishedAt'
  | 'queue'
  | 'moderationStatus'
  | 'scheduledAt'
  | 'postType'
  | 'hideFromFutureSubscribers'
>;

export interface ViewerContext {
  /** null for visitors. */
  readonly userId: string | null;
  /** Reviewing the moderation queue (staff moderators see queued posts there only). */
  readonly moderating: boolean;
}

/** The one rule of who sees what of a post. Pure: the relation and the time come in. */
export function postAccess(
  post: AccessFacts,
  viewer: ViewerContext,
  relation: Relation | undefined,
  now: Date,
): PostAccess {
  if (post.deleted) return 'hidden';
  if (viewer.userId !== null && viewer.userId === post.creatorId) return 'full';
  if (viewer.moderating) return 'full';
  if (post.feedKey === null || post.publishedAt === null) {
    const upcoming =
      post.queue === 'pending' &&
      post.moderationStatus === 'accepted' &&
      post.scheduledAt !== null &&
      Date.parse(post.scheduledAt) > now.getTime();
    return upcoming ? 'locked' : 'hidden';
  }
  if (relation?.blocked) return 'locked';
  if (post.postType === 'free') return 'unlocked';
  if (!relation?.entitled) return 'locked';
  if (
    post.hideFromFutureSubscribers &&
    (relation.entitledSince === null || relation.entitledSince > post.publishedAt)
  ) {
    return 'locked';
  }
  return 'unlocked';
}

/** Whether the viewer may see a media item of a post (media tab, lightbox). */
export function mediaUnlocked(access: PostAccess): boolean {
  return access === 'full' || access === 'unlocked';
}

/** The access facts of a post from its own stream (no projection lag for commands). */
export function accessFactsOf(state: {
  readonly exists: boolean;
  readonly deleted: boolean;
  readonly creatorId: string;
  readonly publishedAt: string | null;
  readonly publishRequested: boolean;
  readonly moderation: FeedPostRow['moderationStatus'];
  readonly scheduledAt: string | null;
  readonly postType: FeedPostRow['postType'];
  readonly hideFromFutureSubscribers: boolean;
}): AccessFacts {
  const removed = state.moderation === 'not_accepted' || state.moderation === 'not_accepted_edited';
  return {
    deleted: !state.exists || state.deleted,
    creatorId: state.creatorId,
    feedKey: state.publishedAt,
    publishedAt: state.publishedAt,
    queue: state.publishedAt
      ? 'published'
      : removed
        ? 'removed'
        : state.publishRequested
          ? 'pending'
          : 'draft',
    moderationStatus: state.moderation,
    scheduledAt: state.scheduledAt,
    postType: state.postType,
    hideFromFutureSubscribers: state.hideFromFutureSubscribers,
  };
}
