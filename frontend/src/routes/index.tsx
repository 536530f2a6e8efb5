import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '@/app/marketplace/home-screen';
import { ListingIdParam } from '@/features/marketplace/lib/category-search';
import { integer, searchSchema } from '@/lib/search-schema';

/** The home page's URL: the featured listings' page and the listing drawer. */
const HomeSearch = searchSchema({
  page: integer({ min: 1, max: 10_000 }),
  listing_id: ListingIdParam,
});

export const Route = createFileRoute('/')({
  validateSearch: HomeSearch,
  component: function Home() {
    const { page } = Route.useSearch();
    return <HomeScreen page={page ?? 1} path="/" />;
  },
});
