import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '@/app/marketplace/home-screen';
import { ListingIdParam } from '@/features/marketplace/lib/category-search';
import { integer, searchSchema } from '@/lib/search-schema';

/** /v2/home: the home page under its other address. */
export const Route = createFileRoute('/v2/home')({
  validateSearch: searchSchema({
    page: integer({ min: 1, max: 10_000 }),
    listing_id: ListingIdParam,
  }),
  component: function HomeV2() {
    const { page } = Route.useSearch();
    return <HomeScreen page={page ?? 1} path="/v2/home" />;
  },
});
