import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { HomeScreen } from '@/app/marketplace/home-screen';
import { ListingIdParam } from '@/features/marketplace/lib/category-search';

/** /v2/home: the home page under its other address. */
export const Route = createFileRoute('/v2/home')({
  validateSearch: z.object({
    page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
    listing_id: ListingIdParam,
  }),
  component: function HomeV2() {
    const { page } = Route.useSearch();
    return <HomeScreen page={page ?? 1} path="/v2/home" />;
  },
});
