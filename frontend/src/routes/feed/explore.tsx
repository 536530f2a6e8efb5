import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ExploreFeedPage } from '@/features/feeds/components/feeds-page';

export const Route = createFileRoute('/feed/explore')({
  // Spec 000 §2: an optional gender; without one the server uses the person's own preference.
  validateSearch: z.object({
    gender: z.enum(['0', '1', '2', 'all']).optional().catch(undefined),
  }),
  component: ExplorePage,
});

function ExplorePage() {
  const { gender } = Route.useSearch();
  return <ExploreFeedPage gender={gender} />;
}
