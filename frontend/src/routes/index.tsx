import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { HomeScreen } from '@/app/marketplace/home-screen';
import { ListingIdParam } from '@/features/marketplace/lib/category-search';

/** The home page's URL: the featured listings' page and the listing drawer. */
const HomeSearch = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
  listing_id: ListingIdParam,
});

export const Route = createFileRoute('/')({
  validateSearch: HomeSearch,
  component: function Home() {
    const { page } = Route.useSearch();
    return <HomeScreen page={page ?? 1} path="/" />;
  },
});
