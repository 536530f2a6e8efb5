import type { AdvisorResponse } from '@flirtwire/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import './feeds.css';
import { useCurrentUser } from '@/lib/session';
import { useCreatorFeed } from '../api/get-creator-feed';
import { useFollows } from '../api/get-follows';
import { CreatorMediaGrid } from './creator-media-grid';
import { FeedList } from './feed-list';
import { FollowButton } from './follow-button';

/**
 * A Flirt's feed, the storefront's Feed tab (/{login}/feed): follow and the actions a route adds
 * (subscribe), then Posts (cursor paging; posts the viewer is not entitled to are locked) or
 * Media. `onNoContent` runs when the feed reports no content available (spec 001 §4).
 */
export function CreatorFeedPage({
  advisor,
  actions,
  onNoContent,
  initialView = 'posts',
}: {
  readonly advisor: AdvisorResponse;
  readonly actions?: ReactNode;
  readonly onNoContent?: () => void;
  /** Media for /{login}/media; Posts otherwise. */
  readonly initialView?: 'posts' | 'media';
}) {
  const user = useCurrentUser();
  const own = user.data?.id === advisor.id;
  const follows = useFollows([advisor.id], Boolean(user.data));
  const feed = useCreatorFeed(advisor.id);
  const [view, setView] = useState<'posts' | 'media'>(initialView);
  const noContent = feed.data?.pages[0]?.content_available === false;
  useEffect(() => {
    if (noContent) onNoContent?.();
  }, [noContent, onNoContent]);
  return (
    <section className="feed-page" aria-label={`${advisor.login}'s feed`}>
      <div className="creator-feed__header">
        <div className="creator-feed__views" role="group" aria-label="Feed view">
          {(['posts', 'media'] as const).map((name) => (
            <button
              key={name}
              type="button"
              className={`button ${view === name ? 'button--primary' : ''}`}
              aria-pressed={view === name}
              onClick={() => {
                setView(name);
              }}
            >
              {name === 'posts' ? 'Posts' : 'Media'}
            </button>
          ))}
        </div>
        {!own && user.data ? (
          <div className="creator-feed__actions">
            <FollowButton advisor={advisor} following={follows.data?.has(advisor.id) ?? false} />
            {actions}
          </div>
        ) : null}
      </div>
      {view === 'posts' ? (
        <FeedList query={feed} empty={<p className="empty-state">No posts yet.</p>} />
      ) : (
        <CreatorMediaGrid advisorId={advisor.id} login={advisor.login} />
      )}
    </section>
  );
}
