import { FEEDBACK_MESSAGES, FEEDBACK_OBJECT_TYPE_NAMES } from '@flirtwire/contracts';
import { createFileRoute, Link } from '@tanstack/react-router';
import { FeedbackForm } from '@/features/feedback/components/feedback-form';
import { requireUser } from '@/lib/guards';
import { oneOf, searchSchema, text } from '@/lib/search-schema';

const Search = searchSchema({
  object_type: oneOf(FEEDBACK_OBJECT_TYPE_NAMES),
  object_id: text({ min: 1, max: 100 }),
});

/** The new-feedback form of one transaction (its details when feedback is closed). */
export const Route = createFileRoute('/feedbacks/new')({
  validateSearch: Search,
  beforeLoad: ({ context, location }) => requireUser(context, location),
  component: NewFeedbackPage,
});

function NewFeedbackPage() {
  const { object_type: objectType, object_id: objectId } = Route.useSearch();
  return (
    <section className="page page--narrow">
      <p>
        <Link to="/feedbacks">Back to Leave Feedback</Link>
      </p>
      <h1>Feedback</h1>
      {objectType === undefined || objectId === undefined ? (
        <p role="alert" className="error">
          {objectType === undefined
            ? FEEDBACK_MESSAGES.objectTypeMissing
            : FEEDBACK_MESSAGES.objectIdMissing}
        </p>
      ) : (
        <FeedbackForm
          key={`${objectType}:${objectId}`}
          objectType={objectType}
          objectId={objectId}
        />
      )}
    </section>
  );
}
