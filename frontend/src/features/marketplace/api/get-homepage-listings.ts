import { HOME_PAGE_SIZE, type HomepageListingsResponse } from '@flirtwire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';
import { marketplaceKeys } from './keys';

/** GET /client_api/homepage_listings: one page of featured listings (8 a page). */
async function getHomepageListings(
  page: number,
  options: { signal?: AbortSignal } = {},
): Promise<HomepageListingsResponse> {
  return parseLazily(
    'HomepageListingsResponse',
    api<unknown>('/client_api/homepage_listings', {
      query: { page, perPage: HOME_PAGE_SIZE },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

export const homepageListingsQuery = (page: number) =>
  queryOptions({
    queryKey: marketplaceKeys.home(page),
    queryFn: ({ signal }) => getHomepageListings(page, { signal }),
    staleTime: 30_000,
  });

export function useHomepageListings(page: number) {
  return useQuery({ ...homepageListingsQuery(page), placeholderData: keepPreviousData });
}
