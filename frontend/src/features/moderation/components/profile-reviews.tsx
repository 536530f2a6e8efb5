import type { ProfileReviewsResponse } from '@flirtwire/contracts';
import { useState } from 'react';
import { FormError } from '@/components/field';
import { fieldError } from '@/lib/api-client';
import { ReviewQueue } from './review-queue';
import { formatLongDate } from '@/lib/format';
import { showSnackbar } from '@/lib/snackbar-store';
import { useProfileReviews } from '../api/get-profile-reviews';
import { useReviewProfile } from '../api/review-profile';

type Review = ProfileReviewsResponse['records'][number];

const KIND_LABELS: Record<Review['kind'], string> = {
  avatar: 'Avatar',
  cover: 'Cover',
  homepage: 'Homepage',
};

/** Avatars, covers and homepages waiting for a moderator. */
export function ProfileReviews() {
  const queue = useProfileReviews();
  return (
    <ReviewQueue
      id="moderation-profiles"
      title="Avatar, cover and homepage reviews"
      query={queue}
      items={(data) => data.records}
      itemKey={(review) => `${review.creator_id}:${review.kind}`}
      emptyTitle="Yay! There is nothing here for you to review."
      listClassName="moderation__profiles"
    >
      {(review) => <ProfileReview review={review} />}
    </ReviewQueue>
  );
}

function ProfileReview({ review }: { readonly review: Review }) {
  const decide = useReviewProfile();
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const commentId = `comment-${review.creator_id}-${review.kind}`;
  const label = `${KIND_LABELS[review.kind]} of ${review.login}`;
  const reasonId = `reason-${review.creator_id}-${review.kind}`;
  const reasonError = fieldError(decide.error, 'reason');
  const run = (decision: 'accept' | 'reject') => {
    decide.mutate(
      { creatorId: review.creator_id, kind: review.kind, decision, reason, comment },
      {
        onSuccess: () => {
          showSnackbar(`${label} ${decision === 'accept' ? 'accepted' : 'rejected'}.`, 'success');
        },
      },
    );
  };
  return (
    <article className="card moderation__profile" aria-label={label}>
      <header className="moderation__post-head">
        <strong>{review.login}</strong>
        <span className="badge">{KIND_LABELS[review.kind]}</span>
        <span className="muted">{formatLongDate(review.submitted_at)}</span>
      </header>
      {review.image_url ? (
        <img
          src={review.image_url}
          alt={`${label}, waiting for review`}
          className={`moderation__profile-image moderation__profile-image--${review.kind}`}
        />
      ) : review.content ? (
        <div
          className="moderation__homepage"
          aria-label={`${label}, waiting for review`}
          role="group"
          // Sanitised by the server when the Flirt saved it.
          dangerouslySetInnerHTML={{ __html: review.content }}
        />
      ) : (
        <p className="muted">{review.login} has not written a homepage yet.</p>
      )}
      <div className={`field ${reasonError ? 'field--invalid' : ''}`}>
        <label className="field__label" htmlFor={reasonId}>
          Reason (needed to reject)
        </label>
        <input
          id={reasonId}
          className="input"
          maxLength={500}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            decide.reset();
          }}
        />
      </div>
      {review.kind === 'homepage' ? (
        <div className="field">
          <label className="field__label" htmlFor={commentId}>
            Comment to the Flirt (optional)
          </label>
          <textarea
            id={commentId}
            className="input"
            maxLength={1000}
            rows={2}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
            }}
          />
        </div>
      ) : null}
      <FormError message={reasonError ?? decide.error?.message} />
      <div className="moderation__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={decide.isPending}
          onClick={() => {
            run('accept');
          }}
        >
          Accept {KIND_LABELS[review.kind]}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={decide.isPending}
          onClick={() => {
            run('reject');
          }}
        >
          Reject {KIND_LABELS[review.kind]}
        </button>
      </div>
    </article>
  );
}
