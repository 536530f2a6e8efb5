import { Link, useCanGoBack, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorState } from '@/components/states';
import { useCurrentUser } from '@/lib/session';
import { useFollows } from '../api/get-follows';
import { usePost } from '../api/get-post';
import { backTarget } from '../lib/back-arrow';
import { postDisplay } from '../lib/post-display';
import { Comments } from './comments';
import { PostSkeletons } from './feed-list';
import { PostCard } from './post-card';
import { useFeedNotices } from './use-feed-notices';
import './feeds.css';

/** /feed/{login}/{postId}: one post with its comments, and the spec's back arrow. */
export function PostPage({
  login,
  postId,
  fromCreate,
  fromLogin,
}: {
  readonly login: string;
  readonly postId: string;
  readonly fromCreate: boolean | undefined;
  readonly fromLogin: boolean | undefined;
}) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const user = useCurrentUser();
  const post = usePost(postId);
  const follows = useFollows(post.data ? [post.data.main_user_id] : [], Boolean(user.data));
  const [now] = useState(() => new Date());
  useFeedNotices(post.data ? [post.data.id] : [], []);
  const back = backTarget({ login, fromCreate, fromLogin, canGoBack });
  const following = user.data && post.data ? follows.data?.has(post.data.main_user_id) : undefined;
  const display = post.data ? postDisplay(post.data, user.data?.id ?? null, now) : null;

  return (
    <section className="page feed-page">
      <div className="post-page__bar">
        {back.kind === 'history' ? (
          <button
            type="button"
            className="icon-button post-page__back"
            aria-label="Back"
            onClick={() => {
              router.history.back();
            }}
          >
            ←
          </button>
        ) : back.href === '/feed/home' ? (
          <Link to="/feed/home" className="icon-button post-page__back" aria-label="Back">
            ←
          </Link>
        ) : (
          <a href={back.href} className="icon-button post-page__back" aria-label="Back">
            ←
          </a>
        )}
        <h1 className="post-page__title">Post by {login}</h1>
      </div>
      {post.isPending ? (
        <PostSkeletons count={1} />
      ) : post.isError ? (
        <ErrorState error={post.error} onRetry={() => void post.refetch()} />
      ) : (
        <>
          <PostCard post={post.data} following={following} detail now={now} />
          <Comments
            post={post.data}
            following={following}
            locked={display !== 'visible' && display !== 'scheduled'}
          />
        </>
      )}
    </section>
  );
}
