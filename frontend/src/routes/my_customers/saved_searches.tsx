import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { savedSearchesQuery } from '@/features/customers/api/get-saved-searches';
import { SavedSearchesPage } from '@/features/customers/components/saved-searches-page';
import { searchFromFilters, searchFromSort } from '@/features/customers/lib/url-state';

export const Route = createFileRoute('/my_customers/saved_searches')({
  loader: async ({ context: { queryClient } }) => {
    // Cached data as it is; a list that cannot be read shows its error on the page.
    await queryClient.query({ ...savedSearchesQuery, staleTime: 'static' }).catch(() => undefined);
  },
  component: ManageSearches,
});

function ManageSearches() {
  const navigate = useNavigate();
  return (
    <SavedSearchesPage
      onOpen={(entry, edit) => {
        void navigate({
          to: '/my_customers',
          search: {
            ...searchFromFilters(entry.filters),
            ...searchFromSort(entry.sortOrder),
            saved_search: entry.id,
            ...(edit ? { open_filters: '1' } : {}),
          },
        });
      }}
    />
  );
}
