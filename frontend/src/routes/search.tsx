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
        void navigate({ search: next });
      }}
      hrefOf={(next) => router.buildLocation({ to: '/search', search: next }).href}
    />
  );
}
