import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readAfterNotice } from '@/lib/api-client';
import { realtime, useRealtimeNotices } from '@/lib/realtime';
import { getPost } from '../api/get-post';
import { feedKeys } from '../api/keys';
import { likedSince } from '../api/toggle-like';
import { feedHeadsTopic, feedsNoticeEffect, postCountsTopic } from '../lib/notices';
import { updatePost } from '../lib/post-cache';

/** The gateway accepts at most 50 topics a socket; a screen keeps well under that. */
const MAX_TOPICS = 40;

/**
 * Live counts and new posts (docs/adr/0060): joins the count topics of the posts on screen and
 * the head topics of their Flirts; a counts notice reloads just those posts in place, a head
 * notice asks the new-posts check again.
 */
export function useFeedNotices(postIds: readonly string[], creatorIds: readonly string[]): void {
  const queryClient = useQueryClient();
  const topics = [
    ...postIds.map(postCountsTopic),
    ...[...new Set(creatorIds)].map(feedHeadsTopic),
  ].slice(0, MAX_TOPICS);
  const topicKey = topics.join('|');
  useEffect(() => {
    if (!topicKey) return undefined;
    const leave = topicKey.split('|').map((topic) => realtime.join(topic));
    return () => {
      for (const stop of leave) stop();
    };
  }, [topicKey]);
  useRealtimeNotices(
    (notice) => {
      const effect = feedsNoticeEffect(notice);
      if (!effect) return;
      readAfterNotice(notice.position, () => {
        for (const queryKey of effect.queries) void queryClient.invalidateQueries({ queryKey });
        for (const id of effect.postIds ?? []) {
          // Reload the one post and put it wherever it is shown, without refetching whole feeds;
          // unless the person pressed its like meanwhile: this answer may predate that press
          // (the press's own notice reloads the post once it has landed).
          const asked = Date.now();
          void getPost(id).then(
            (post) => {
              if (!likedSince(queryClient, id, asked)) updatePost(queryClient, id, () => post);
            },
            () => undefined,
          );
        }
      });
    },
    () => {
      void queryClient.invalidateQueries({ queryKey: feedKeys.all });
    },
  );
}
