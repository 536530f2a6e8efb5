import { AdvisorsResponse, type AdvisorResponse } from '@flirtwire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { feedKeys } from './keys';

/** Spec 000 §2 gender chips: Find Women, Men, Transgender (codes 0, 1, 2). */
export type SearchGender = '0' | '1' | '2' | 'all';

/** GET /client_api/advisor_search: Flirts whose login starts with `text`, of a gender. */
async function searchAdvisors(
  text: string,
  gender: SearchGender,
  options: { signal?: AbortSignal } = {},
): Promise<readonly AdvisorResponse[]> {
  const answer = AdvisorsResponse.parse(
    await api<unknown>('/client_api/advisor_search', {
      query: { s: text, gender },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
  return answer.advisors;
}

const searchAdvisorsQuery = (text: string, gender: SearchGender) =>
  queryOptions({
    queryKey: feedKeys.search(text, gender),
    queryFn: ({ signal }) => searchAdvisors(text, gender, { signal }),
    staleTime: 30_000,
  });

export function useSearchAdvisors(text: string, gender: SearchGender, enabled: boolean) {
  return useQuery({
    ...searchAdvisorsQuery(text, gender),
    enabled,
    placeholderData: keepPreviousData,
  });
}
