import { CONTENT_MESSAGES, type PostResponse } from '@flirtwire/contracts';
import { Link, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { openTributeModal } from '@/components/card-dialogs';
import { Dialog } from '@/components/dialog';
import { useCurrentUser } from '@/lib/session';
import { showSnackbar } from '@/lib/snackbar-store';
import { useToggleLike } from '../api/toggle-like';
import { mediaCounts, postDate, postDisplay } from '../lib/post-display';
import { errorMessage, FollowButton, useFollowFlow } from './follow-button';
import { LockIcon } from '@/components/lock-icon';
import { OwnPostActions } from './own-post-actions';
import type { LightboxItem } from './media-lightbox';

/*
 * The lightbox, likes list and report form load when first opened: the feed's first screen
 * stays within its size budget. Each mounts only while open (closing hands focus back).
 */
const MediaLightbox = lazy(() =>
  import('./media-lightbox').then((module) => ({ default: module.MediaLightbox })),
);
const LikesDialog = lazy(() =>
  import('./likes-dialog').then((module) => ({ default: module.LikesDialog })),
);
const ReportDialog = lazy(() =>
  import('./report-dialog').then((module) => ({ default: module.ReportDialog })),
);

export interface PostCardProps {
  readonly post: PostResponse;
  /** Whether I follow the post's Flirt; undefined while unknown (or signed out). */
  readonly following: boolean | undefined;
  /** On the post's own page the comment count is not a link. */
  readonly detail?: boolean;
  readonly now: Date;
}

/** One post as spec 000 §4 shows it: locked, processing, removed, pending review or in full. */
export function PostCard({ post, following, detail = false, now }: PostCardProps) {
  const user = useCurrentUser();
  const viewer = user.data ?? null;
  const location = useLocation();
  const display = postDisplay(post, viewer?.id ?? null, now);
  const owner = viewer?.id === post.main_user_id;
  const login = post.account.login;
  const advisor = { id: post.main_user_id, login };
  const like = useToggleLike();
  const followFlow = useFollowFlow(advisor);
  const [followFirst, setFollowFirst] = useState(false);
  const [lightbox, setLightbox] = useState<number | null>(null);
  const [likesOpen, setLikesOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  if (display === 'hidden') return null;

  const interactive = display === 'visible' || display === 'scheduled';
  const applyLike = (liked: boolean) => {
    like.mutate(
      { postId: post.id, liked },
      {
        onError: (error) => {
          showSnackbar(errorMessage(error), 'error');
        },
      },
    );
  };
  const onLike = () => {
    if (!viewer) {
      window.location.assign(`/login?return_url=${encodeURIComponent(location.href)}`);
      return;
    }
    // Spec 000 §4: unfollowed non-subscribers follow first, then the like is applied. A
    // subscriber sees the post unlocked without following, so an unlocked subscriber post counts.
    const subscriber = post.post_type === 'subscriber' && post.unlocked;
    if (!owner && following === false && !subscriber && !post.has_like) {
      setFollowFirst(true);
      return;
    }
    applyLike(!post.has_like);
  };
  const items: LightboxItem[] = [...post.post_items]
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((item) => ({
      key: item.fm_item_id,
      itemType: item.item_type,
      url: item.large_url,
      title: item.title,
      postHref: { login, postId: post.id },
    }));
  const dateText = postDate(post, viewer?.canonical_iana_timezone);

  return (
    <article className="post-card" aria-labelledby={`post-${post.id}-by`}>
      <header className="post-card__header">
        <span className="post-card__avatar" aria-hidden="true">
          {login.slice(0, 2).toUpperCase()}
        </span>
        <div className="post-card__who">
          <span id={`post-${post.id}-by`} className="post-card__login">
            {login}
          </span>
          {detail ? (
            <span className="muted post-card__date">{dateText}</span>
          ) : (
            <Link
              to="/feed/$login/$postId"
              params={{ login, postId: post.id }}
              className="muted post-card__date"
            >
              {dateText}
              <span className="visually-hidden"> post by {login}</span>
            </Link>
          )}
        </div>
        {post.pinned ? <span className="badge">Pinned</span> : null}
        {owner && detail ? <OwnPostActions post={post} /> : null}
        {viewer && !owner && following !== undefined ? (
          <FollowButton advisor={advisor} following={following} />
        ) : null}
      </header>

      {display === 'scheduled' && post.scheduled_at ? (
        <p className="notice notice--info">
          Scheduled for {postDate({ ...post, published_at: null }, viewer?.canonical_iana_timezone)}
        </p>
      ) : null}
      {display === 'processing' ? (
        <p className="notice notice--warning">{CONTENT_MESSAGES.processingMedia}</p>
      ) : null}
      {display === 'pending_review' ? (
        <p className="notice notice--warning">{CONTENT_MESSAGES.pendingReview}</p>
      ) : null}
      {display === 'removed' ? (
        <div className="post-card__removed">
          <p className="post-card__removed-title">{CONTENT_MESSAGES.postRemoved}</p>
          {owner ? (
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                setDetailsOpen(true);
              }}
            >
              See Details
            </button>
          ) : null}
        </div>
      ) : null}

      {post.body ? <p className="post-card__body">{post.body}</p> : null}
      {display === 'locked' ? (
        <div className="post-card__locked">
          <LockIcon />
          {mediaCounts(post) ? <p className="post-card__counts">{mediaCounts(post)}</p> : null}
          <p>{CONTENT_MESSAGES.postLocked}</p>
        </div>
      ) : null}
      {interactive || display === 'pending_review' ? (
        <>
          {post.paid_body ? <p className="post-card__body">{post.paid_body}</p> : null}
          {items.length > 0 ? (
            <ul className="post-card__media" aria-label="Media">
              {items.map((item, index) => (
                <li key={item.key}>
                  <MediaThumb
                    item={item}
                    thumbnail={
                      post.post_items.find((p) => p.fm_item_id === item.key)?.thumbnail_url ?? null
                    }
                    onOpen={() => {
                      setLightbox(index);
                    }}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}

      <footer className="post-card__actions">
        <button
          type="button"
          className={`post-action${post.has_like ? ' is-active' : ''}`}
          aria-pressed={post.has_like}
          disabled={!interactive || owner}
          onClick={onLike}
        >
          <span aria-hidden="true">{post.has_like ? '♥' : '♡'}</span> Like
        </button>
        {owner ? (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setLikesOpen(true);
            }}
          >
            {likesLabel(post.likes_count)}
          </button>
        ) : (
          <span className="muted" aria-live="polite">
            {likesLabel(post.likes_count)}
          </span>
        )}
        {detail || !interactive ? (
          <span className="muted">{commentsLabel(post.comments_count)}</span>
        ) : (
          <Link
            to="/feed/$login/$postId"
            params={{ login, postId: post.id }}
            className="post-action"
          >
            {commentsLabel(post.comments_count)}
          </Link>
        )}
        {viewer && !owner ? (
          <button
            type="button"
            className="post-action"
            aria-label={`Pay a Tribute to ${login}`}
            onClick={() => {
              // The tribute modal lives in the shell (spec 001 openTributeModal event).
              openTributeModal({ advisorId: advisor.id, advisorLogin: login });
            }}
          >
            <span aria-hidden="true">$</span> Tribute
          </button>
        ) : null}
        {viewer && !owner ? (
          <button
            type="button"
            className="link-button post-card__report"
            onClick={() => {
              setReportOpen(true);
            }}
          >
            Report
          </button>
        ) : null}
      </footer>

      <Suspense fallback={null}>
        {lightbox !== null ? (
          <MediaLightbox
            items={items}
            index={lightbox}
            onIndex={setLightbox}
            onClose={() => {
              setLightbox(null);
            }}
          />
        ) : null}
        {likesOpen ? (
          <LikesDialog
            postId={post.id}
            open
            onClose={() => {
              setLikesOpen(false);
            }}
          />
        ) : null}
        {reportOpen ? (
          <ReportDialog
            content={{ content_id: post.id, content_type: 'post' }}
            open
            onClose={() => {
              setReportOpen(false);
            }}
          />
        ) : null}
      </Suspense>
      <Dialog
        open={detailsOpen}
        title={CONTENT_MESSAGES.postRemoved}
        onClose={() => {
          setDetailsOpen(false);
        }}
      >
        <p>{post.rejection_reason ?? 'This post did not pass review.'}</p>
      </Dialog>
      <Dialog
        open={followFirst}
        title={`Follow ${login}`}
        onClose={() => {
          setFollowFirst(false);
        }}
        actions={
          <>
            <button
              type="button"
              className="button"
              onClick={() => {
                setFollowFirst(false);
              }}
            >
              Cancel
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={followFlow.pending}
              onClick={() => {
                setFollowFirst(false);
                followFlow.follow(() => {
                  applyLike(true);
                });
              }}
            >
              Follow
            </button>
          </>
        }
      >
        <p>{CONTENT_MESSAGES.mustFollowToLike(login)}</p>
      </Dialog>
    </article>
  );
}

function MediaThumb({
  item,
  thumbnail,
  onOpen,
}: {
  readonly item: LightboxItem;
  readonly thumbnail: string | null;
  readonly onOpen: () => void;
}) {
  if (item.itemType === 'audio' && item.url) {
    return (
      <audio
        src={item.url}
        controls
        aria-label={item.title || 'Audio'}
        className="post-card__audio"
      />
    );
  }
  const label = item.itemType === 'video' ? 'Play video' : 'Open photo';
  return (
    <button
      type="button"
      className="post-card__thumb"
      onClick={onOpen}
      aria-label={`${label}${item.title ? `: ${item.title}` : ''}`}
    >
      {(thumbnail ?? item.url) ? (
        <img src={thumbnail ?? item.url ?? ''} alt="" loading="lazy" />
      ) : (
        <span className="post-card__thumb-empty" aria-hidden="true">
          {item.itemType === 'video' ? '▶' : '▦'}
        </span>
      )}
      {item.itemType === 'video' ? (
        <span className="post-card__play" aria-hidden="true">
          ▶
        </span>
      ) : null}
    </button>
  );
}

function likesLabel(count: number): string {
  return `${String(count)} ${count === 1 ? 'like' : 'likes'}`;
}

function commentsLabel(count: number): string {
  return `${String(count)} ${count === 1 ? 'comment' : 'comments'}`;
}
