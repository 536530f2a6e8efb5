import type { PostFeedResponse } from '@flirtwire/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { ErrorState } from '@/components/states';
import { useCurrentUser } from '@/lib/session';
import { useFollows } from '../api/get-follows';
import { flattenPages, nearBottom, SCROLL_RESET_MS } from '../lib/paging';
import { PostCard } from './post-card';
import { useFeedNotices } from './use-feed-notices';

/** Grey cards while the first page loads. */
export function PostSkeletons({ count = 3 }: { readonly count?: number }) {
  return (
    <div role="status" aria-live="polite" className="post-skeletons">
      <span className="visually-hidden">Loading...</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="post-card post-card--skeleton" aria-hidden="true">
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--block" />
          <div className="skeleton skeleton--line skeleton--short" />
        </div>
      ))}
    </div>
  );
}

/**
 * A feed of posts with cursor paging: the next page loads within 2 px of the bottom (spec 000
 * §9), then the trigger rests 500 ms; a Load More button does the same from the keyboard.
 */
export function FeedList({
  query,
  empty,
}: {
  readonly query: UseInfiniteQueryResult<InfiniteData<PostFeedResponse>>;
  readonly empty: ReactNode;
}) {
  const user = useCurrentUser();
  const posts = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  const creatorIds = useMemo(() => [...new Set(posts.map((p) => p.main_user_id))], [posts]);
  const follows = useFollows(creatorIds, Boolean(user.data));
  useFeedNotices(
    posts.map((p) => p.id),
    creatorIds,
  );
  const [now] = useState(() => new Date());
  const resting = useRef(false);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const onScroll = () => {
      if (resting.current || !hasNextPage || isFetchingNextPage) return;
      const root = document.documentElement;
      if (!nearBottom(root)) return;
      resting.current = true;
      void fetchNextPage();
      window.setTimeout(() => {
        resting.current = false;
      }, SCROLL_RESET_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
    };
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) return <PostSkeletons />;
  if (query.isError && posts.length === 0) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (posts.length === 0) return <>{empty}</>;
  return (
    <div className="feed-list">
      {posts.map((post) => (
        <PostCard
          key={post.id}
          post={post}
          now={now}
          following={user.data ? follows.data?.has(post.main_user_id) : undefined}
        />
      ))}
      {query.isFetchingNextPage ? <PostSkeletons count={1} /> : null}
      {query.isFetchNextPageError ? (
        <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} />
      ) : null}
      {query.hasNextPage && !query.isFetchingNextPage ? (
        <button
          type="button"
          className="button button--block"
          onClick={() => void query.fetchNextPage()}
        >
          Load More
        </button>
      ) : null}
    </div>
  );
}
