import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';
import { feedKeys } from './keys';

/** GET /feeds/follows?advisor_ids=: my follows of the given Flirts (those on screen). */
async function getFollows(
  advisorIds: readonly string[],
  options: { signal?: AbortSignal } = {},
): Promise<ReadonlySet<string>> {
  const answer = await parseLazily(
    'FollowsResponse',
    api<unknown>('/feeds/follows', {
      query: { advisor_ids: [...advisorIds].sort().join(',') },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
  return new Set(answer.follows.filter((f) => f.active).map((f) => f.advisor_id));
}

const followsQuery = (advisorIds: readonly string[]) =>
  queryOptions({
    queryKey: feedKeys.followsOf(advisorIds),
    queryFn: ({ signal }) => getFollows(advisorIds, { signal }),
    staleTime: 30_000,
  });

/** The ids of the given Flirts I follow; signed-out people follow no one. */
export function useFollows(advisorIds: readonly string[], signedIn: boolean) {
  return useQuery({
    ...followsQuery(advisorIds),
    enabled: signedIn && advisorIds.length > 0,
    placeholderData: keepPreviousData,
  });
}
