import { createFileRoute } from '@tanstack/react-router';
import { advisorListingsQuery } from '@/components/listings/get-advisor-listings';
import { MyListingsPage } from '@/features/listings/components/my-listings-page';
import { requireAdvisor } from '@/lib/guards';

/** My Listings (Flirts): their listings with each one's review status. */
export const Route = createFileRoute('/listings/')({
  beforeLoad: async ({ context, location }) => ({
    user: await requireAdvisor(context, location),
  }),
  loader: async ({ context: { queryClient, user } }) => {
    // Cached data as it is; a list that cannot be read shows its error on the page.
    await queryClient
      .query({ ...advisorListingsQuery(user.login), staleTime: 'static' })
      .catch(() => undefined);
  },
  component: MyListings,
});

function MyListings() {
  const { user } = Route.useRouteContext();
  return <MyListingsPage login={user.login} />;
}
