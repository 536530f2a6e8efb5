import type { AdvisorResponse } from '@flirtwire/contracts';
import type { ReactNode } from 'react';
import './feeds.css';
import { useCurrentUser } from '@/lib/session';
import { useCreatorFeed } from '../api/get-creator-feed';
import { useFollows } from '../api/get-follows';
import { FeedList } from './feed-list';
import { FollowButton } from './follow-button';

/**
 * A Flirt's own feed (/{login}/feed): their name, follow and the actions a route adds (subscribe,
 * tribute), then their posts with cursor paging; posts the viewer is not entitled to are locked.
 */
export function CreatorFeedPage({
  advisor,
  actions,
}: {
  readonly advisor: AdvisorResponse;
  readonly actions?: ReactNode;
}) {
  const user = useCurrentUser();
  const own = user.data?.id === advisor.id;
  const follows = useFollows([advisor.id], Boolean(user.data));
  const feed = useCreatorFeed(advisor.id);
  return (
    <section className="feed-page" aria-labelledby="creator-feed-title">
      <header className="creator-feed__header">
        <h1 id="creator-feed-title">{advisor.login}</h1>
        {!own && user.data ? (
          <div className="creator-feed__actions">
            <FollowButton advisor={advisor} following={follows.data?.has(advisor.id) ?? false} />
            {actions}
          </div>
        ) : null}
      </header>
      <FeedList query={feed} empty={<p className="empty-state">No posts yet.</p>} />
    </section>
  );
}
