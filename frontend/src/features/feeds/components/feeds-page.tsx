import { Link, useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { EmptyState } from '@/components/states';
import { FLASH_MS } from '@/lib/snackbar-store';
import { useNewPostsCheck } from '../api/check-new-posts';
import { type ExploreGender, useExploreFeed } from '../api/get-explore-feed';
import { useHomeFeed } from '../api/get-home-feed';
import { feedKeys } from '../api/keys';
import {
  exploreRedirectCookie,
  hasRedirectCookie,
  shouldRedirectToExplore,
} from '../lib/home-redirect';
import { FeedList } from './feed-list';
import './feeds.css';

/** Explore's Flirt search loads with Explore only: the Following tab's first screen stays small. */
const FlirtSearch = lazy(() =>
  import('./flirt-search').then((module) => ({ default: module.FlirtSearch })),
);

/** Spec 000 §9: the feed flash closes after 5 s. */
const FEED_FLASH_MS = FLASH_MS.feed;

function FeedTabs({ current }: { readonly current: 'home' | 'explore' }) {
  return (
    <nav className="tabs feed-tabs" aria-label="Feeds">
      <Link
        to="/feed/home"
        className="tabs__tab"
        aria-current={current === 'home' ? 'page' : undefined}
      >
        Following
      </Link>
      <Link
        to="/feed/explore"
        className="tabs__tab"
        aria-current={current === 'explore' ? 'page' : undefined}
      >
        Explore
      </Link>
    </nav>
  );
}

/** /feed/home: the Following tab, the combined feed of the Flirts I follow. */
export function HomeFeedPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const feed = useHomeFeed();
  const first = feed.data?.pages[0];
  const [redirecting, setRedirecting] = useState(false);

  useEffect(() => {
    if (!first || !shouldRedirectToExplore(first, hasRedirectCookie(document.cookie))) return;
    document.cookie = exploreRedirectCookie();
    setRedirecting(true);
    void navigate({ to: '/feed/explore', replace: true });
  }, [first, navigate]);

  const newPosts = useNewPostsCheck(first?.newest_cursor ?? null);
  const [flash, setFlash] = useState(false);
  useEffect(() => {
    if (!newPosts.data) return undefined;
    setFlash(true);
    const timer = window.setTimeout(() => {
      setFlash(false);
    }, FEED_FLASH_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [newPosts.data, newPosts.dataUpdatedAt]);

  return (
    <section className="page feed-page">
      <h1 className="visually-hidden">Feeds</h1>
      <FeedTabs current="home" />
      {flash ? (
        <div className="feed-flash" role="status">
          <span>There are new posts in your feed.</span>
          <button
            type="button"
            className="button button--small button--primary"
            onClick={() => {
              setFlash(false);
              void queryClient.resetQueries({ queryKey: feedKeys.home() });
              window.scrollTo({ top: 0 });
            }}
          >
            Show New Posts
          </button>
        </div>
      ) : null}
      {redirecting ? null : (
        <FeedList
          query={feed}
          empty={
            <EmptyState title="Your feed is empty">
              Posts from the Flirts you follow will show here.{' '}
              <Link to="/feed/explore">Explore Flirts to follow</Link>.
            </EmptyState>
          }
        />
      )}
    </section>
  );
}

/** /feed/explore: posts of Flirts of a gender (from the query, else the person's own). */
export function ExploreFeedPage({ gender }: { readonly gender: ExploreGender | undefined }) {
  const feed = useExploreFeed(gender);
  return (
    <section className="page feed-page">
      <h1 className="visually-hidden">Explore</h1>
      <FeedTabs current="explore" />
      <Suspense fallback={null}>
        <FlirtSearch />
      </Suspense>
      <FeedList query={feed} empty={<EmptyState title="No posts yet" />} />
    </section>
  );
}

/** Feed routes the spec marks 'Coming Soon'. */
export function ComingSoonPage() {
  return (
    <section className="page page--narrow feed-page">
      <h1>Coming Soon</h1>
    </section>
  );
}

/** /feed/missing/profile (spec 000 §2). */
export function MissingProfilePage() {
  return (
    <section className="page page--narrow feed-page">
      <h1>Flirt Unavailable</h1>
      <p>This Flirt is unavailable or has changed their name.</p>
      <p>
        <Link to="/feed/home" className="button button--primary">
          Go to Feed
        </Link>
      </p>
      <p>
        Need help? <a href="mailto:support@flirtwire.test">Contact support</a>.
      </p>
    </section>
  );
}
