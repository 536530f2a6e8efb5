import { createFileRoute } from '@tanstack/react-router';
import { feedbacksToLeaveQuery } from '@/features/feedback/api/get-feedbacks-to-leave';
import { FeedbacksToLeave } from '@/features/feedback/components/feedbacks-to-leave';
import { requireUser } from '@/lib/guards';

/** Leave Feedback: my calls, goodies and paid mail of the past 7 days. */
export const Route = createFileRoute('/feedbacks/')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  loader: async ({ context: { queryClient } }) => {
    // Cached data as it is; what cannot be read shows its error on the page.
    await queryClient
      .query({ ...feedbacksToLeaveQuery(), staleTime: 'static' })
      .catch(() => undefined);
  },
  component: () => (
    <section className="page">
      <h1>Leave Feedback</h1>
      <p>
        Tell others how it went: you can leave feedback once on each of your calls, goodies and paid
        mail, for 7 days.
      </p>
      <FeedbacksToLeave />
    </section>
  ),
});
