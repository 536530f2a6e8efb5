import {
  LISTING_LIMITS,
  LISTING_REJECTION_REASONS,
  LISTING_TYPE_LABELS,
  type ListingRejectionReason,
  type ListingView,
} from '@flirtwire/contracts';
import { useState } from 'react';
import { Dialog, DialogActions } from '@/components/dialog';
import { FormError } from '@/components/field';
import { fieldError } from '@/lib/api-client';
import { ReviewQueue } from './review-queue';
import { formatLongDate } from '@/lib/format';
import { showSnackbar } from '@/lib/snackbar-store';
import { useListingQueue } from '../api/get-listing-queue';
import { useReviewListing } from '../api/review-listing';

/** Marketplace listings waiting for review: accept, or reject with a reason and a comment. */
export function ListingReviews() {
  const queue = useListingQueue();
  return (
    <ReviewQueue
      id="moderation-listings"
      title="Listings waiting for review"
      query={queue}
      items={(data) => data.listings}
      itemKey={(listing) => listing.id}
      emptyTitle="No listings are waiting for review."
    >
      {(listing) => <ListingForReview listing={listing} />}
    </ReviewQueue>
  );
}

function ListingForReview({ listing }: { readonly listing: ListingView }) {
  const review = useReviewListing();
  const [rejecting, setRejecting] = useState(false);
  return (
    <article className="card moderation__post" aria-label={`Listing ${listing.title}`}>
      <header className="moderation__post-head">
        <strong>{listing.login}</strong>
        <span className="badge">{LISTING_TYPE_LABELS[listing.type].label}</span>
        <span className="badge">{listing.statusName}</span>
        <span className="muted">{formatLongDate(listing.updatedAt)}</span>
      </header>
      <h3 className="moderation__caption">{listing.title}</h3>
      <p className="muted">
        {listing.category.name} · {listing.pricePerMinute} {listing.priceUnit}
      </p>
      {listing.photoUrl ? (
        <img
          className="moderation__listing-photo"
          src={listing.photoUrl}
          alt={`Photo of ${listing.title}`}
        />
      ) : null}
      {/* Sanitised by the server (an allow-list of formatting tags, no attributes). */}
      <div
        className="moderation__caption"
        dangerouslySetInnerHTML={{ __html: listing.description }}
      />
      <div className="moderation__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={review.isPending}
          aria-label={`Accept ${listing.title}`}
          onClick={() => {
            review.mutate(
              { listingId: listing.id, decision: { decision: 'accept' } },
              {
                onSuccess: () => {
                  showSnackbar(`The listing “${listing.title}” was accepted.`, 'success');
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
          disabled={review.isPending}
          aria-label={`Reject ${listing.title}`}
          onClick={() => {
            setRejecting(true);
          }}
        >
          Reject
        </button>
      </div>
      {review.isError && !rejecting ? <FormError message={review.error.message} /> : null}
      <RejectListingDialog
        open={rejecting}
        listing={listing}
        onClose={() => {
          setRejecting(false);
        }}
      />
    </article>
  );
}

function RejectListingDialog({
  open,
  listing,
  onClose,
}: {
  readonly open: boolean;
  readonly listing: ListingView;
  readonly onClose: () => void;
}) {
  const [reason, setReason] = useState<ListingRejectionReason | ''>('');
  const [comment, setComment] = useState('');
  const review = useReviewListing();
  const reasonError = review.error ? fieldError(review.error, 'reason') : undefined;
  const commentError = review.error ? fieldError(review.error, 'comment') : undefined;
  const other = review.error && !reasonError && !commentError ? review.error.message : null;
  return (
    <Dialog
      open={open}
      title="Reject Listing"
      description={`${listing.login} sees the reason and comment on their listing.`}
      onClose={onClose}
      actions={
        <DialogActions
          onCancel={onClose}
          confirmLabel="Reject Listing"
          pending={review.isPending}
          danger
          onConfirm={() => {
            review.mutate(
              {
                listingId: listing.id,
                // An empty reason goes to the server, which answers with the field's message.
                decision: {
                  decision: 'reject',
                  reason: reason as ListingRejectionReason,
                  comment,
                },
              },
              {
                onSuccess: () => {
                  showSnackbar(`The listing “${listing.title}” was rejected.`, 'success');
                  onClose();
                },
              },
            );
          }}
        />
      }
    >
      <div className={`field ${reasonError ? 'field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`reject-listing-reason-${listing.id}`}>
          Reason
        </label>
        <select
          id={`reject-listing-reason-${listing.id}`}
          className="select"
          value={reason}
          aria-invalid={reasonError ? true : undefined}
          onChange={(event) => {
            setReason(event.target.value as ListingRejectionReason | '');
            review.reset();
          }}
        >
          <option value="">Choose a reason</option>
          {LISTING_REJECTION_REASONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <FormError message={reasonError} />
      </div>
      <div className={`field ${commentError ? 'field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`reject-listing-comment-${listing.id}`}>
          Comment
        </label>
        <textarea
          id={`reject-listing-comment-${listing.id}`}
          className="textarea"
          rows={4}
          maxLength={LISTING_LIMITS.rejectionCommentMax}
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            review.reset();
          }}
        />
        <FormError message={commentError} />
      </div>
      <FormError message={other} />
    </Dialog>
  );
}
