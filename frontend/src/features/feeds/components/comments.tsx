import { CONTENT_LIMITS, CONTENT_MESSAGES, type PostResponse } from '@flirtwire/contracts';
import { Link, useLocation } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { fieldError } from '@/lib/api-client';
import { formatShortDate } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { useAddComment } from '../api/add-comment';
import { useComments } from '../api/get-comments';
import { flattenPages } from '../lib/paging';
import { errorMessage } from './follow-button';

/**
 * A post's comments (cursor paging) and the comment field: at most 200 characters, the
 * server's errors under the field (spec 000 §5). Commenting needs following and a card on
 * file; otherwise the spec's prompt shows in place of the field.
 */
export function Comments({
  post,
  following,
  locked,
}: {
  readonly post: PostResponse;
  readonly following: boolean | undefined;
  readonly locked: boolean;
}) {
  const user = useCurrentUser();
  const location = useLocation();
  const comments = useComments(post.id, !locked);
  const records = useMemo(() => flattenPages(comments.data?.pages), [comments.data]);
  const add = useAddComment(post.id);
  const [body, setBody] = useState('');
  const owner = user.data?.id === post.main_user_id;
  const login = post.account.login;
  const hasCard = Boolean(user.data?.default_card);
  const prompt =
    owner || !user.data
      ? null
      : following === false
        ? hasCard
          ? CONTENT_MESSAGES.mustFollowToComment(login)
          : CONTENT_MESSAGES.mustFollowAndHaveCardToComment(login)
        : !hasCard
          ? CONTENT_MESSAGES.mustHaveCardToComment
          : null;
  const serverError = add.error
    ? (fieldError(add.error, 'body') ?? errorMessage(add.error))
    : undefined;

  if (locked) return null;
  return (
    <section className="comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className="comments__title">
        Comments
      </h2>
      {user.data && prompt === null ? (
        <form
          className="comments__form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!body.trim()) return;
            add.mutate(body, {
              onSuccess: () => {
                setBody('');
              },
            });
          }}
        >
          <div className={`field${serverError ? ' field--invalid' : ''}`}>
            <label className="field__label" htmlFor="comment-body">
              Add a comment
            </label>
            <textarea
              id="comment-body"
              className="textarea"
              rows={2}
              maxLength={CONTENT_LIMITS.commentMax}
              value={body}
              aria-invalid={serverError ? true : undefined}
              aria-describedby="comment-count comment-error"
              onChange={(event) => {
                setBody(event.target.value);
                if (add.error) add.reset();
              }}
            />
            <div className="comments__meta">
              <span id="comment-error" className="field__error" role="alert">
                {serverError ?? ''}
              </span>
              <span id="comment-count" className="muted">
                {body.length}/{CONTENT_LIMITS.commentMax}
              </span>
            </div>
          </div>
          <button
            type="submit"
            className="button button--primary"
            disabled={add.isPending || body.trim().length === 0}
          >
            Comment
          </button>
        </form>
      ) : prompt ? (
        <p className="notice notice--info">{prompt}</p>
      ) : !user.data && !user.isPending ? (
        // Spec 000 §6: a visitor's protected actions go to /login and come back here.
        <p className="notice notice--info">
          <Link to="/login" search={{ return_url: location.href }}>
            Sign In
          </Link>{' '}
          to leave comments on this post.
        </p>
      ) : null}
      {comments.isPending ? (
        <Loading />
      ) : comments.isError && records.length === 0 ? (
        <ErrorState error={comments.error} onRetry={() => void comments.refetch()} />
      ) : records.length === 0 ? (
        <EmptyState title="No comments yet" />
      ) : (
        <ul className="comments__list">
          {records.map((comment) => (
            <li key={comment.id} className="comment">
              <span className="post-card__avatar" aria-hidden="true">
                {comment.poster_initials}
              </span>
              <div>
                <p className="comment__by">
                  <strong>{comment.poster_login}</strong>
                  {comment.by_post_author ? <span className="badge">Author</span> : null}
                  <span className="muted">
                    {' '}
                    {formatShortDate(comment.ordering_date, user.data?.canonical_iana_timezone)}
                  </span>
                </p>
                <p className="comment__body">{comment.body}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {comments.hasNextPage ? (
        <button
          type="button"
          className="button"
          disabled={comments.isFetchingNextPage}
          onClick={() => void comments.fetchNextPage()}
        >
          More Comments
        </button>
      ) : null}
    </section>
  );
}
