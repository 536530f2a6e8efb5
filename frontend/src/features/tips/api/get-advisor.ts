import type { AdvisorView } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tipKeys } from './keys';

/** GET /client_api/advisors/{login}: the Flirt an `openTributeModal` event names by login. */
async function getAdvisor(
  login: string,
  options: { signal?: AbortSignal } = {},
): Promise<AdvisorView> {
  // The schema loads beside the request: the lookup's host is in the shell, on every first screen.
  const [{ AdvisorViewSchema }, body] = await Promise.all([
    import('./advisor-schema'),
    api<unknown>(
      `/client_api/advisors/${encodeURIComponent(login)}`,
      options.signal ? { signal: options.signal } : {},
    ),
  ]);
  return AdvisorViewSchema.parse(body);
}

const tributeAdvisorQuery = (login: string) =>
  queryOptions({
    queryKey: [...tipKeys.all, 'advisor', login.toLowerCase()] as const,
    queryFn: ({ signal }) => getAdvisor(login, { signal }),
    staleTime: 60_000,
  });

/** The Flirt's id, looked up only when the event did not carry it. */
export function useTributeAdvisor(login: string | null) {
  return useQuery({ ...tributeAdvisorQuery(login ?? ''), enabled: login !== null });
}
