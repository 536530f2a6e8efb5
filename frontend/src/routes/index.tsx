import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '@/app/marketplace/home-screen';
import { ListingIdParam } from '@/features/marketplace/lib/category-search';
import { withFirstPhotos } from '@/lib/preload-photos';
import { integer, searchSchema } from '@/lib/search-schema';
import { homepageListingsQuery } from '@/features/marketplace/api/get-homepage-listings';

/** The home page's URL: the featured listings' page and the listing drawer. */
const HomeSearch = searchSchema({
  page: integer({ min: 1, max: 10_000 }),
  listing_id: ListingIdParam,
});

export const Route = createFileRoute('/')({
  validateSearch: HomeSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // The listings load beside the screen's code, and their first photos as soon as they arrive.
  loader: ({ context, deps }) => {
    withFirstPhotos(context.queryClient.query(homepageListingsQuery(deps.page)));
  },
  component: function Home() {
    const { page } = Route.useSearch();
    return <HomeScreen page={page ?? 1} path="/" />;
  },
});
