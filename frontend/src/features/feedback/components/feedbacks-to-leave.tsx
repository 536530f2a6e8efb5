import {
  FEEDBACK_MESSAGES,
  FEEDBACK_OBJECT_TYPES,
  type FeedbackToLeave,
} from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { useFeedbacksToLeave } from '../api/get-feedbacks-to-leave';
import { feedbackDate, ratingText } from '../lib/rating';
import './feedback.css';

/** The leave-feedback list: my calls, goodies and paid mail of the past 7 days. */
export function FeedbacksToLeave() {
  const list = useFeedbacksToLeave();
  if (list.isPending) return <Loading />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const rows = list.data.feedbacks_to_leave;
  if (rows.length === 0) return <EmptyState title={FEEDBACK_MESSAGES.noFeedbackToLeave} />;
  return (
    <div
      className="table-scroll"
      tabIndex={0}
      role="region"
      aria-label="Transactions of the past 7 days"
    >
      <table className="table">
        <caption className="visually-hidden">Transactions of the past 7 days</caption>
        <thead>
          <tr>
            <th scope="col">Flirt</th>
            <th scope="col">Type</th>
            <th scope="col">Date</th>
            <th scope="col">Details</th>
            <th scope="col">Feedback</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.object_type}:${row.object_id}`}>
              <td>{row.advisor_login}</td>
              <td>{FEEDBACK_OBJECT_TYPES[row.object_type].label}</td>
              <td>{feedbackDate(row.created_at)}</td>
              <td>
                <Link
                  to="/feedbacks/new"
                  search={{ object_type: row.object_type, object_id: row.object_id }}
                  aria-label={`View Details of ${row.title} with ${row.advisor_login}`}
                >
                  View Details
                </Link>
              </td>
              <td>
                <FeedbackAction row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FeedbackAction({ row }: { readonly row: FeedbackToLeave }) {
  if (row.can_leave_feedback)
    return (
      <Link
        to="/feedbacks/new"
        search={{ object_type: row.object_type, object_id: row.object_id }}
        className="button button--primary"
        aria-label={`Leave Feedback for ${row.title} with ${row.advisor_login}`}
      >
        Leave Feedback
      </Link>
    );
  if (row.rating !== null) return <span>Left: {ratingText(row.rating)}</span>;
  return <span>Closed</span>;
}
