import { createFileRoute } from '@tanstack/react-router';
import { accountFeedbacksQuery } from '@/features/feedback/api/get-account-feedbacks';
import { ReceivedFeedbacks } from '@/features/feedback/components/received-feedbacks';
import { requireAdvisor } from '@/lib/guards';
import { integer, orElse, searchSchema } from '@/lib/search-schema';

const Search = searchSchema({ page: orElse(integer({ min: 1, max: 100_000 }), 1) });

/** Feedback received: average rating, response count, 40 a page. */
export const Route = createFileRoute('/account/feedbacks')({
  validateSearch: Search,
  beforeLoad: ({ context, location }) => requireAdvisor(context, location),
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: async ({ context: { queryClient }, deps: { page } }) => {
    // Cached data as it is; what cannot be read shows its error on the page.
    await queryClient
      .query({ ...accountFeedbacksQuery(page), staleTime: 'static' })
      .catch(() => undefined);
  },
  component: function AccountFeedbacksPage() {
    const { page } = Route.useSearch();
    return (
      <section className="page">
        <h1>Feedback</h1>
        <ReceivedFeedbacks page={page} />
      </section>
    );
  },
});
