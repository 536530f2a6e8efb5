import { CommandResult, type SavedSearchesResponse } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './keys';
import { refreshAfterWrite } from '../lib/write-effects';

/** PATCH /client_api/customers/saved_searches/{id}: the auto-suggest toggle. */
async function updateSavedSearch(id: string, doNotAutoSuggest: boolean): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>(`/client_api/customers/saved_searches/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: { do_not_auto_suggest: doNotAutoSuggest },
    }),
  );
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
    onSuccess: () => refreshAfterWrite(queryClient, { kind: 'saved-search' }),
  });
}
