import type { PostResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';
import { feedKeys } from './keys';

/** GET /feeds/posts/{id}: the post as I may see it (full, or locked). */
export async function getPost(
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<PostResponse> {
  return parseLazily(
    'PostResponse',
    api<unknown>(`/feeds/posts/${encodeURIComponent(id)}`, {
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

export const postQuery = (id: string) =>
  queryOptions({
    queryKey: feedKeys.post(id),
    queryFn: ({ signal }) => getPost(id, { signal }),
    staleTime: 10_000,
  });

export function usePost(id: string) {
  return useQuery(postQuery(id));
}
