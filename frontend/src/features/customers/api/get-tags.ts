import { TagsResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './keys';

/** GET /client_api/customers/tags: 'Your Tags' and 'System Tags' with their counts. */
export async function getTags(): Promise<TagsResponse> {
  return TagsResponse.parse(await api<unknown>('/client_api/customers/tags'));
}

export const tagsQuery = queryOptions({
  queryKey: customerKeys.tags(),
  queryFn: () => getTags(),
});

export function useTags() {
  return useQuery(tagsQuery);
}
