import {
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_MESSAGES,
  FEEDBACK_OBJECT_TYPES,
  type FeedbackObjectType,
} from '@flirtwire/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { type SyntheticEvent, useId, useState } from 'react';
import { ErrorState, Loading } from '@/components/states';
import { ApiRequestError, fieldError } from '@/lib/api-client';
import { useNewFeedback } from '../api/get-new-feedback';
import { useLeaveFeedback } from '../api/leave-feedback';
import './feedback.css';
import { feedbackDate, ratingText } from '../lib/rating';

const CHOICES = [10, -10, 5, 4, 3, 2, 1, 0] as const;

/** The new-feedback page: the transaction's details, and the form while feedback is open. */
export function FeedbackForm({
  objectType,
  objectId,
}: {
  readonly objectType: FeedbackObjectType;
  readonly objectId: string;
}) {
  const form = useNewFeedback(objectType, objectId);
  const leave = useLeaveFeedback();
  const navigate = useNavigate();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const ids = { legend: useId(), comment: useId(), count: useId(), error: useId() };
  if (form.isPending) return <Loading />;
  if (form.isError)
    return (
      <ErrorState
        error={form.error}
        title={
          form.error instanceof ApiRequestError && form.error.status === 404
            ? FEEDBACK_MESSAGES.transactionNotFound
            : undefined
        }
      />
    );
  const row = form.data.feedback_to_leave;
  const ratingError = missing ? FEEDBACK_MESSAGES.rating : fieldError(leave.error, 'rating');
  const commentError = fieldError(leave.error, 'comment');
  const otherError =
    leave.error && !ratingError && !commentError
      ? leave.error instanceof ApiRequestError
        ? leave.error.message
        : 'Sorry something went wrong. Please try again.'
      : null;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (rating === null) {
      setMissing(true);
      return;
    }
    leave.mutate(
      { object_type: objectType, object_id: objectId, rating, comment },
      {
        onSuccess: () => {
          void navigate({
            to: '/feedbacks',
            search: {
              'snackbar[message]': 'Thank you for your feedback!',
              'snackbar[severity]': 'success',
            },
          });
        },
      },
    );
  };

  return (
    <>
      <dl className="details-list">
        <dt>Flirt</dt>
        <dd>{row.advisor_login}</dd>
        <dt>Type</dt>
        <dd>{FEEDBACK_OBJECT_TYPES[row.object_type].label}</dd>
        <dt>What</dt>
        <dd>{row.title}</dd>
        <dt>Date</dt>
        <dd>{feedbackDate(row.created_at)}</dd>
      </dl>
      {row.rating !== null ? (
        <p>Your feedback: {ratingText(row.rating)}</p>
      ) : !row.can_leave_feedback ? (
        <p>{FEEDBACK_MESSAGES.windowClosed}</p>
      ) : (
        <form onSubmit={submit} noValidate className="form">
          <fieldset
            className={`field ${ratingError ? 'field--invalid' : ''}`}
            aria-describedby={ratingError ? ids.error : undefined}
          >
            <legend id={ids.legend} className="field__label">
              Your rating
            </legend>
            {CHOICES.map((choice) => (
              <label key={choice} className="feedback-choice">
                <input
                  type="radio"
                  name="rating"
                  value={choice}
                  checked={rating === choice}
                  onChange={() => {
                    setRating(choice);
                    setMissing(false);
                  }}
                />{' '}
                {ratingText(choice)}
              </label>
            ))}
            {ratingError ? (
              <p id={ids.error} className="field__error" role="alert">
                {ratingError}
              </p>
            ) : null}
          </fieldset>
          <div className={`field ${commentError ? 'field--invalid' : ''}`}>
            <label htmlFor={ids.comment} className="field__label">
              Comment
            </label>
            <textarea
              id={ids.comment}
              className="textarea"
              rows={4}
              maxLength={FEEDBACK_COMMENT_MAX}
              value={comment}
              aria-describedby={ids.count}
              aria-invalid={commentError ? true : undefined}
              onChange={(event) => {
                setComment(event.target.value);
              }}
            />
            <p id={ids.count} className="field__hint">
              {comment.length}/{FEEDBACK_COMMENT_MAX}. Contact details (email, phone, web addresses)
              keep a comment from being shown.
            </p>
            {commentError ? (
              <p className="field__error" role="alert">
                {commentError}
              </p>
            ) : null}
          </div>
          {otherError ? (
            <p className="error" role="alert">
              {otherError}
            </p>
          ) : null}
          <div className="feedback-form__actions">
            <button type="submit" className="button button--primary" disabled={leave.isPending}>
              Submit Feedback
            </button>
            <Link to="/feedbacks" className="button">
              Cancel
            </Link>
          </div>
        </form>
      )}
    </>
  );
}
