import { createFileRoute } from '@tanstack/react-router';
import { FeaturedListingsPage } from '@/features/listings/components/featured-listings-page';
import { requireAdvisor } from '@/lib/guards';

/** Featured Listings (Flirts' menu, spec 000 §2): where each of my listings is featured. */
export const Route = createFileRoute('/account/featured_listing_results/listings')({
  beforeLoad: ({ context, location }) => requireAdvisor(context, location),
  component: FeaturedListingsPage,
});
