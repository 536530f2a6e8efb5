import { FEEDBACK_MESSAGES, FEEDBACK_RECEIVED_PER_PAGE } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { useAccountFeedbacks } from '../api/get-account-feedbacks';
import { feedbackDate, ratingText } from '../lib/rating';
import './feedback.css';

/** /account/feedbacks: feedback the Flirt received, with the average and 40 a page. */
export function ReceivedFeedbacks({ page }: { readonly page: number }) {
  const list = useAccountFeedbacks(page);
  if (list.isPending) return <Loading />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const { feedbacks, summary, pagination } = list.data;
  const pages = Math.max(1, Math.ceil(pagination.total_entries / FEEDBACK_RECEIVED_PER_PAGE));
  return (
    <>
      <p className="feedback-summary">
        <span>
          Average rating:{' '}
          <strong>{summary.average === null ? '—' : `${summary.average.toFixed(1)} of 5`}</strong>
        </span>
        <span>
          Responses: <strong>{pagination.total_entries}</strong>
        </span>
      </p>
      {feedbacks.length === 0 ? (
        <EmptyState title={FEEDBACK_MESSAGES.noFeedbackFound} />
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Feedback received">
          <table className="table">
            <caption className="visually-hidden">Feedback received</caption>
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col">Date</th>
                <th scope="col">Category</th>
                <th scope="col">Rating</th>
                <th scope="col">Comment</th>
              </tr>
            </thead>
            <tbody>
              {feedbacks.map((row) => (
                <tr key={row.id}>
                  <td>{row.user_login}</td>
                  <td className="feedback-table__date">{feedbackDate(row.created_at)}</td>
                  <td>{row.category_name}</td>
                  <td>{ratingText(row.rating)}</td>
                  <td className="feedback-table__comment">
                    {row.text_blocked ? <em>Comment hidden</em> : row.comment}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav className="pager" aria-label="Feedback pages">
          {page > 1 ? (
            <Link to="/account/feedbacks" search={{ page: page - 1 }}>
              Previous
            </Link>
          ) : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link to="/account/feedbacks" search={{ page: page + 1 }}>
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
