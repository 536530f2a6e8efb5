import { createFileRoute } from '@tanstack/react-router';
import { MyListingsPage } from '@/features/listings/components/my-listings-page';
import { requireAdvisor } from '@/lib/guards';

/** My Listings (Flirts): their listings with each one's review status. */
export const Route = createFileRoute('/listings/')({
  beforeLoad: async ({ context, location }) => ({
    user: await requireAdvisor(context, location),
  }),
  component: MyListings,
});

function MyListings() {
  const { user } = Route.useRouteContext();
  return <MyListingsPage login={user.login} />;
}
