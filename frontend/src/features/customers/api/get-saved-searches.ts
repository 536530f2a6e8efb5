import { SavedSearchesResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './keys';

/** GET /client_api/customers/saved_searches: 'Your Searches' and 'System Searches'. */
async function getSavedSearches(): Promise<SavedSearchesResponse> {
  return SavedSearchesResponse.parse(await api<unknown>('/client_api/customers/saved_searches'));
}

export const savedSearchesQuery = queryOptions({
  queryKey: customerKeys.savedSearches(),
  queryFn: getSavedSearches,
});

export function useSavedSearches() {
  return useQuery(savedSearchesQuery);
}
