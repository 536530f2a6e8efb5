import { CATEGORY_PAGE_SIZE, CategoryListingsResponse } from '@flirtwire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CategoryState, categoryListingsParams } from '../lib/category-search';
import { marketplaceKeys } from './keys';

/**
 * GET /client_api/categories/{category}: one page (12) of a category's listings of one type,
 * sorted (not on Chat); 404 when there is no such category.
 */
async function getCategoryListings(
  category: string,
  state: CategoryState,
  options: { signal?: AbortSignal } = {},
): Promise<CategoryListingsResponse> {
  return CategoryListingsResponse.parse(
    await api<unknown>(`/client_api/categories/${encodeURIComponent(category)}`, {
      query: categoryListingsParams(state, CATEGORY_PAGE_SIZE),
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

const categoryListingsQuery = (category: string, state: CategoryState) =>
  queryOptions({
    queryKey: marketplaceKeys.category(category, categoryListingsParams(state, CATEGORY_PAGE_SIZE)),
    queryFn: ({ signal }) => getCategoryListings(category, state, { signal }),
    staleTime: 30_000,
    retry: false,
  });

export function useCategoryListings(category: string, state: CategoryState) {
  return useQuery({
    ...categoryListingsQuery(category, state),
    placeholderData: keepPreviousData,
  });
}
