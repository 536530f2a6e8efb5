import type { TopLevelCategoriesResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';
import { marketplaceKeys } from './keys';

/** GET /client_api/top_level_categories: the category tree of the all-categories dropdown. */
async function getTopLevelCategories(
  options: { signal?: AbortSignal } = {},
): Promise<TopLevelCategoriesResponse> {
  return parseLazily(
    'TopLevelCategoriesResponse',
    api<unknown>('/client_api/top_level_categories', {
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

const topLevelCategoriesQuery = queryOptions({
  queryKey: marketplaceKeys.tree(),
  queryFn: ({ signal }) => getTopLevelCategories({ signal }),
  // The tree is a fixed data set: read once per visit.
  staleTime: Infinity,
  meta: { silent: true },
});

export function useTopLevelCategories() {
  return useQuery(topLevelCategoriesQuery);
}
