import { createFileRoute } from '@tanstack/react-router';
import { ExploreFeedPage } from '@/features/feeds/components/feeds-page';
import { oneOf, searchSchema } from '@/lib/search-schema';

export const Route = createFileRoute('/feed/explore')({
  // Spec 000 §2: an optional gender; without one the server uses the person's own preference.
  validateSearch: searchSchema({ gender: oneOf(['0', '1', '2', 'all']) }),
  component: ExplorePage,
});

function ExplorePage() {
  const { gender } = Route.useSearch();
  return <ExploreFeedPage gender={gender} />;
}
