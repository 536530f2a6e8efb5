import '@/styles/marketplace-search.css';
import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { ListingSearchPage } from '@/features/search/components/listing-search-page';
import { SearchUrlState } from '@/features/search/search-url';

export const Route = createFileRoute('/search')({
  validateSearch: SearchUrlState,
  component: SearchRoute,
});

function SearchRoute() {
  const state = Route.useSearch();
  const navigate = useNavigate({ from: '/search' });
  const router = useRouter();
  return (
    <ListingSearchPage
      key={state.text}
      state={state}
      onChange={(next) => {
        // A function is applied to the URL as it is when the navigation runs, so a change made
        // while another is still on its way (typing, then filters) keeps both.
        void navigate({ search: typeof next === 'function' ? (latest) => next(latest) : next });
      }}
      hrefOf={(next) => router.buildLocation({ to: '/search', search: next }).href}
    />
  );
}
