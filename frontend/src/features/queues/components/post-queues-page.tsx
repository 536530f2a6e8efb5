import { POST_TYPE_LABELS, type PostResponse } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { formatShortDate } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { useQueue } from '../api/get-queue';
import { QUEUE_TABS, type QueueTabName } from '../lib/queue-tabs';
import './queues.css';

/** Post queues (/feed/queue/{tab}): Scheduled, Processing and Rejected posts. */
export function PostQueuesPage({ tab }: { readonly tab: QueueTabName }) {
  const user = useCurrentUser().data;
  const { data, isPending, error, refetch } = useQueue(tab, user?.id);
  const current = QUEUE_TABS.find((t) => t.name === tab) ?? QUEUE_TABS[0];
  return (
    <section className="page page--narrow queues">
      <div className="queues__header">
        <h1>Posts Queue</h1>
        <Link to="/feed/create_post" className="button button--primary">
          New Post
        </Link>
      </div>
      <nav className="tabs" aria-label="Post queues">
        {QUEUE_TABS.map((t) => (
          <Link
            key={t.name}
            to="/feed/queue/$tab"
            params={{ tab: t.name }}
            className="tabs__tab"
            aria-current={t.name === tab ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {isPending ? (
        <Loading />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : data.records.length === 0 ? (
        <EmptyState title={current.empty} />
      ) : (
        <ul className="queues__list" aria-label={`${current.label} posts`}>
          {data.records.map((post) => (
            <QueuedPost
              key={post.id}
              post={post}
              tab={tab}
              timeZone={user?.canonical_iana_timezone}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function mediaSummary(post: PostResponse): string {
  const parts = [
    [post.image_count, 'image'],
    [post.video_count, 'video'],
    [post.audio_count, 'audio'],
  ] as const;
  return parts
    .filter(([count]) => count > 0)
    .map(([count, noun]) => `${String(count)} ${noun}${count === 1 || noun === 'audio' ? '' : 's'}`)
    .join(', ');
}

function QueuedPost({
  post,
  tab,
  timeZone,
}: {
  readonly post: PostResponse;
  readonly tab: QueueTabName;
  readonly timeZone: string | undefined;
}) {
  const media = mediaSummary(post);
  const type = POST_TYPE_LABELS[post.post_type];
  return (
    <li className="queued-post">
      <p className="queued-post__meta">
        <span className="badge">{type}</span>
        {tab === 'scheduled' && post.scheduled_at ? (
          <span>{`Scheduled for ${formatShortDate(post.scheduled_at, timeZone)} ${new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) }).format(new Date(post.scheduled_at))}`}</span>
        ) : null}
        {tab === 'processing' ? (
          <span>
            {post.display_status === 'processing'
              ? 'Not Published - Processing Media'
              : 'Not Published - Pending Review'}
          </span>
        ) : null}
      </p>
      <p className="queued-post__body">{post.body || <span className="muted">No caption</span>}</p>
      {media ? <p className="muted">{media}</p> : null}
      {tab === 'removed' ? (
        <p className="queued-post__reason">
          <strong>Reason: </strong>
          {post.rejection_reason ?? 'This post did not meet our content guidelines.'}
        </p>
      ) : null}
      <Link
        to="/feed/$login/$postId"
        params={{ login: post.account.login, postId: post.id }}
        className="queued-post__link"
      >
        View post
      </Link>
    </li>
  );
}
