import { isReadModel, READ_MODELS, type RealtimeNotice } from '@flirtwire/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { feedKeys } from '../api/keys';

/**
 * What a change notice means for the feed screens: a post's counts changed (reload that post
 * and, on its page, its comments), a followed Flirt posted (the home feed may have more), or
 * the person's own subscriptions changed (posts lock or unlock).
 */
export interface FeedsNoticeEffect {
  /** Post ids whose counts changed (null: some posts). */
  readonly postIds?: readonly string[] | null;
  readonly queries: readonly QueryKey[];
}

export function feedsNoticeEffect(notice: {
  readonly collection: string;
  readonly ids: RealtimeNotice['ids'];
}): FeedsNoticeEffect | null {
  if (isReadModel(notice.collection, READ_MODELS.postCounts)) {
    const ids = notice.ids;
    return {
      postIds: ids,
      queries:
        ids === null
          ? [feedKeys.postsAll()]
          : ids.flatMap((id) => [feedKeys.post(id), feedKeys.comments(id)]),
    };
  }
  if (isReadModel(notice.collection, READ_MODELS.feedHeads)) {
    return { queries: [[...feedKeys.all, 'new-posts']] };
  }
  // My subscription (or package) changed: which posts are unlocked changed with it, in every
  // list and post page that shows that Flirt. Counts, comments and follows stay as they are.
  if (isReadModel(notice.collection, READ_MODELS.subscriptions)) {
    return { queries: [feedKeys.lists(), feedKeys.postsAll()] };
  }
  return null;
}

/** The topics a screen joins for the posts and Flirts it shows (content-access-policies.ts). */
export function postCountsTopic(postId: string): string {
  return `object:${READ_MODELS.postCounts}:${postId}`;
}
export function feedHeadsTopic(creatorId: string): string {
  return `object:${READ_MODELS.feedHeads}:${creatorId}`;
}
