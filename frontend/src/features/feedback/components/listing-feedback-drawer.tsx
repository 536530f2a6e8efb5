import {
  FEEDBACK_COMMENT_PREVIEW,
  LISTING_FEEDBACK_PER_PAGE,
  type ListingFeedback,
} from '@flirtwire/contracts';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { Dialog } from '@/components/dialog';
import { EmptyState } from '@/components/states';
import { useListingFeedbacks } from '../api/get-listing-feedbacks';
import { feedbackDate, ratingText, truncateComment } from '../lib/rating';
import './feedback.css';
import { Pager } from '@/components/pager';

const FEEDBACK_LISTING_PARAM = 'feedback_listing_id';

/**
 * The feedback drawer of a storefront (`?feedback_listing_id=`): opens once its feedback has
 * loaded, closes when the parameter leaves the URL; closing it removes the parameter.
 */
export function ListingFeedbackDrawer() {
  const search = useRouterState({ select: (state) => state.location.search });
  const raw: unknown = (search as Record<string, unknown>)[FEEDBACK_LISTING_PARAM];
  const listingId = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : null;
  const router = useRouter();
  const [page, setPage] = useState(1);
  const [shownFor, setShownFor] = useState(listingId);
  if (shownFor !== listingId) {
    setShownFor(listingId);
    setPage(1);
  }
  const feedback = useListingFeedbacks(listingId, page);
  const close = () => {
    const url = new URL(window.location.href);
    url.searchParams.delete(FEEDBACK_LISTING_PARAM);
    router.history.push(`${url.pathname}${url.search}${url.hash}`);
  };
  const data = listingId !== null ? feedback.data : undefined;
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / LISTING_FEEDBACK_PER_PAGE)) : 1;
  return (
    <Dialog
      open={data !== undefined}
      title="Feedback"
      description={data ? `${String(data.totalCount)} feedback` : undefined}
      onClose={close}
      className="dialog--feedback"
      width={560}
    >
      {data && data.feedbacks.length === 0 ? <EmptyState title="No feedback found" /> : null}
      <ul className="feedback-list">
        {data?.feedbacks.map((row) => (
          <FeedbackItem key={row.id} row={row} />
        ))}
      </ul>
      <Pager label="Feedback pages" page={page} pages={pages} onPage={setPage} />
    </Dialog>
  );
}

function FeedbackItem({ row }: { readonly row: ListingFeedback }) {
  const [expanded, setExpanded] = useState(false);
  const { text, cut } = truncateComment(row.comment, FEEDBACK_COMMENT_PREVIEW);
  return (
    <li>
      <div className="feedback-list__meta">
        <strong>{row.created_by}</strong>
        <span>{ratingText(row.rating)}</span>
        <span>{feedbackDate(row.created_at)}</span>
      </div>
      {row.text_blocked ? (
        <p className="feedback-list__comment">
          <em>Comment hidden</em>
        </p>
      ) : row.comment ? (
        <p className="feedback-list__comment">
          {expanded ? row.comment : text}{' '}
          {cut ? (
            <button
              type="button"
              className="link-button"
              aria-expanded={expanded}
              onClick={() => {
                setExpanded(!expanded);
              }}
            >
              {expanded ? 'see less' : 'see more'}
            </button>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}
