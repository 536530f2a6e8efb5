import { TagsResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './keys';

/**
 * GET /client_api/customers/tags: 'Your Tags' and 'System Tags' with their counts; with `asOf`
 * (YYYY-MM-DD) as they stood at the end of that day.
 */
async function getTags(asOf?: string): Promise<TagsResponse> {
  const query = asOf ? `?as_of=${encodeURIComponent(asOf)}` : '';
  return TagsResponse.parse(await api<unknown>(`/client_api/customers/tags${query}`));
}

export const tagsQuery = queryOptions({
  queryKey: customerKeys.tags(),
  queryFn: () => getTags(),
});

export function useTags(asOf?: string) {
  // Today's tags refresh live; a past day's never change.
  return useQuery({
    queryKey: asOf ? [...customerKeys.tags(), 'as-of', asOf] : customerKeys.tags(),
    queryFn: () => getTags(asOf),
    ...(asOf ? { staleTime: Infinity } : {}),
  });
}
