import {
  type ContentReportsResponse,
  POST_TYPE_LABELS,
  type PostResponse,
  type ReportContentType,
} from '@flirtwire/contracts';
import { useState } from 'react';
import { Dialog, DialogActions } from '@/components/dialog';
import { FormError } from '@/components/field';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { fieldError } from '@/lib/api-client';
import { ReviewQueue } from './review-queue';
import { formatLongDate } from '@/lib/format';
import { showSnackbar } from '@/lib/snackbar-store';
import { useActOnReport } from '../api/act-on-report';
import { useModerationQueue } from '../api/get-queue';
import { useReports } from '../api/get-reports';
import { useModeratePost } from '../api/moderate-post';
import { ProfileReviews } from './profile-reviews';
// marketplace: listings
import { ListingReviews } from './listing-reviews';
import './moderation.css';

/** The moderators' console: posts waiting for review, then reported content. */
export function ModerationConsole() {
  return (
    <section className="page moderation">
      <h1>Moderation</h1>
      <PostQueue />
      <ProfileReviews />
      {/* marketplace: listings */}
      <ListingReviews />
      <ReportList />
    </section>
  );
}

function PostQueue() {
  const queue = useModerationQueue();
  return (
    <ReviewQueue
      id="moderation-posts"
      title="Posts waiting for review"
      query={queue}
      items={(data) => data.records}
      itemKey={(post) => post.id}
      emptyTitle="Yay! There is nothing here for you to review."
    >
      {(post) => <PostForReview post={post} />}
    </ReviewQueue>
  );
}

function PostForReview({ post }: { readonly post: PostResponse }) {
  const moderate = useModeratePost();
  const [rejecting, setRejecting] = useState(false);
  const label = `Post by ${post.account.login}`;
  return (
    <article className="card moderation__post" aria-label={label}>
      <header className="moderation__post-head">
        <strong>{post.account.login}</strong>
        <span className="badge">{POST_TYPE_LABELS[post.post_type]}</span>
        {post.moderation_status === 'not_accepted_edited' ? (
          <span className="badge">Edited after rejection</span>
        ) : null}
        <span className="muted">{formatLongDate(post.ordering_date)}</span>
      </header>
      {post.body ? <p className="moderation__caption">{post.body}</p> : null}
      {post.paid_body ? (
        <p className="moderation__caption">
          <span className="muted">Subscriber caption: </span>
          {post.paid_body}
        </p>
      ) : null}
      {post.post_items.length > 0 ? (
        <ul className="moderation__media" aria-label="Media">
          {post.post_items.map((item) => (
            <li key={item.fm_item_id}>
              {item.item_type === 'image' && (item.thumbnail_url ?? item.large_url) ? (
                <a
                  href={item.large_url ?? item.thumbnail_url ?? '#'}
                  target="_blank"
                  rel="noreferrer"
                >
                  <img src={item.thumbnail_url ?? item.large_url ?? ''} alt={item.file_name} />
                </a>
              ) : item.item_type === 'video' && item.large_url ? (
                <video
                  src={item.large_url}
                  controls
                  preload="metadata"
                  aria-label={item.file_name}
                />
              ) : item.item_type === 'audio' && item.large_url ? (
                <audio src={item.large_url} controls preload="none" aria-label={item.file_name} />
              ) : (
                <span className="moderation__file">{item.file_name}</span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No media.</p>
      )}
      <div className="moderation__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={moderate.isPending}
          onClick={() => {
            moderate.mutate(
              { postId: post.id, kind: 'accept' },
              {
                onSuccess: () => {
                  showSnackbar(`The post by ${post.account.login} was accepted.`, 'success');
                },
              },
            );
          }}
        >
          Accept
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={moderate.isPending}
          onClick={() => {
            setRejecting(true);
          }}
        >
          Reject
        </button>
      </div>
      {moderate.isError && !rejecting ? <FormError message={moderate.error.message} /> : null}
      <RejectDialog
        open={rejecting}
        login={post.account.login}
        postId={post.id}
        onClose={() => {
          setRejecting(false);
        }}
      />
    </article>
  );
}

function RejectDialog({
  open,
  login,
  postId,
  onClose,
}: {
  readonly open: boolean;
  readonly login: string;
  readonly postId: string;
  readonly onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const moderate = useModeratePost();
  const error = moderate.error
    ? (fieldError(moderate.error, 'reason') ?? moderate.error.message)
    : null;
  return (
    <Dialog
      open={open}
      title="Reject Post"
      description={`${login} sees this reason on the post and in their Rejected queue.`}
      onClose={onClose}
      actions={
        <DialogActions
          onCancel={onClose}
          confirmLabel="Reject Post"
          pending={moderate.isPending}
          danger
          onConfirm={() => {
            moderate.mutate(
              { postId, kind: 'reject', reason },
              {
                onSuccess: () => {
                  showSnackbar(`The post by ${login} was rejected.`, 'success');
                  onClose();
                },
              },
            );
          }}
        />
      }
    >
      <div className={`field ${error ? 'field--invalid' : ''}`}>
        <label className="field__label" htmlFor="reject-reason">
          Reason
        </label>
        <textarea
          id="reject-reason"
          className="textarea"
          maxLength={500}
          rows={4}
          value={reason}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            moderate.reset();
          }}
        />
      </div>
      <FormError message={error} />
    </Dialog>
  );
}

const REPORT_TYPES: Record<ReportContentType, string> = {
  post: 'Post',
  comment: 'Comment',
  media: 'Media',
  profile: 'Profile',
  listing: 'Listing',
};

function ReportList() {
  const reports = useReports();
  return (
    <section aria-labelledby="moderation-reports">
      <h2 id="moderation-reports">Reported content</h2>
      {reports.isPending ? <Loading /> : null}
      {reports.isError ? (
        <ErrorState error={reports.error} onRetry={() => void reports.refetch()} />
      ) : null}
      {reports.data?.records.length === 0 ? <EmptyState title="No reported content." /> : null}
      {reports.data && reports.data.records.length > 0 ? (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Reported</th>
                <th scope="col">Type</th>
                <th scope="col">Content id</th>
                <th scope="col">Description</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {reports.data.records.map((report) => (
                <tr key={report.id}>
                  <td>{formatLongDate(report.created_at)}</td>
                  <td>{REPORT_TYPES[report.content_type]}</td>
                  <td className="moderation__id">{report.content_id}</td>
                  <td>{report.description || <span className="muted">(none)</span>}</td>
                  <td>
                    <ReportActions report={report} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

type Report = ContentReportsResponse['records'][number];

/** Only posts and comments can be taken down here; profiles go through the profile reviews. */
const TAKE_DOWN: readonly ReportContentType[] = ['post', 'comment'];

/** Dismiss a report, or take its post or comment down with a reason; either closes it. */
function ReportActions({ report }: { readonly report: Report }) {
  const act = useActOnReport();
  const [takingDown, setTakingDown] = useState(false);
  const [reason, setReason] = useState('');
  const what = REPORT_TYPES[report.content_type];
  const reasonError = fieldError(act.error, 'reason');
  return (
    <div className="moderation__report-actions">
      <button
        type="button"
        className="button button--small"
        disabled={act.isPending}
        aria-label={`Dismiss the report of ${what.toLowerCase()} ${report.content_id}`}
        onClick={() => {
          act.mutate(
            { reportId: report.id, kind: 'dismiss' },
            {
              onSuccess: () => {
                showSnackbar('Report dismissed.', 'success');
              },
            },
          );
        }}
      >
        Dismiss
      </button>
      {TAKE_DOWN.includes(report.content_type) ? (
        <button
          type="button"
          className="button button--small button--danger"
          disabled={act.isPending}
          aria-label={`Take down ${what.toLowerCase()} ${report.content_id}`}
          onClick={() => {
            act.reset();
            setReason('');
            setTakingDown(true);
          }}
        >
          Take Down
        </button>
      ) : null}
      {!takingDown ? <FormError message={act.error?.message} /> : null}
      <Dialog
        open={takingDown}
        title={`Take Down ${what}`}
        description="The content is hidden from everyone. Its Flirt sees the reason on a post."
        onClose={() => {
          setTakingDown(false);
        }}
        actions={
          <>
            <button
              type="button"
              className="button"
              onClick={() => {
                setTakingDown(false);
              }}
            >
              Cancel
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={act.isPending}
              onClick={() => {
                act.mutate(
                  { reportId: report.id, kind: 'take_down', reason },
                  {
                    onSuccess: () => {
                      setTakingDown(false);
                      showSnackbar(`${what} taken down.`, 'success');
                    },
                  },
                );
              }}
            >
              Take Down
            </button>
          </>
        }
      >
        <div className={`field ${reasonError ? 'field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`take-down-${report.id}`}>
            Reason
          </label>
          <textarea
            id={`take-down-${report.id}`}
            className="input"
            maxLength={500}
            rows={3}
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              act.reset();
            }}
          />
        </div>
        <FormError message={reasonError ?? act.error?.message} />
      </Dialog>
    </div>
  );
}
