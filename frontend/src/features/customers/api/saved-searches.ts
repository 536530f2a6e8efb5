import { SavedSearchesResponse } from '@flirtwire/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './keys';
import { refreshCustomers } from './refresh';

/** GET /client_api/customers/saved_searches: 'Your Searches' and 'System Searches'. */
export async function getSavedSearches(): Promise<SavedSearchesResponse> {
  return SavedSearchesResponse.parse(await api<unknown>('/client_api/customers/saved_searches'));
}

export const savedSearchesQuery = queryOptions({
  queryKey: customerKeys.savedSearches(),
  queryFn: getSavedSearches,
});

export function useSavedSearches() {
  return useQuery(savedSearchesQuery);
}

/** PATCH /client_api/customers/saved_searches/{id}: the auto-suggest toggle. */
export function updateSavedSearch(id: string, doNotAutoSuggest: boolean): Promise<unknown> {
  return api(`/client_api/customers/saved_searches/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { do_not_auto_suggest: doNotAutoSuggest },
  });
}

/** DELETE /client_api/customers/saved_searches/{id} (user searches only). */
export function deleteSavedSearch(id: string): Promise<unknown> {
  return api(`/client_api/customers/saved_searches/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, doNotAutoSuggest }: { id: string; doNotAutoSuggest: boolean }) =>
      updateSavedSearch(id, doNotAutoSuggest),
    // The toggle shows its new state at once; a failure puts it back.
    onMutate: async ({ id, doNotAutoSuggest }) => {
      await queryClient.cancelQueries({ queryKey: customerKeys.savedSearches() });
      const previous = queryClient.getQueryData<SavedSearchesResponse>(
        customerKeys.savedSearches(),
      );
      if (previous) {
        queryClient.setQueryData<SavedSearchesResponse>(customerKeys.savedSearches(), {
          saved_searches: previous.saved_searches.map((entry) =>
            entry.id === id ? { ...entry, do_not_auto_suggest: doNotAutoSuggest } : entry,
          ),
        });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous)
        queryClient.setQueryData(customerKeys.savedSearches(), context.previous);
    },
    onSuccess: () => refreshCustomers(queryClient),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => refreshCustomers(queryClient),
  });
}
