import { StorefrontProfileResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storefrontKeys } from './keys';

/** GET /client_api/advisors/{login}/storefront: the header and which tabs exist (404: none). */
async function getStorefront(
  login: string,
  options: { signal?: AbortSignal } = {},
): Promise<StorefrontProfileResponse> {
  return StorefrontProfileResponse.parse(
    await api<unknown>(`/client_api/advisors/${encodeURIComponent(login)}/storefront`, {
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

export const storefrontQuery = (login: string) =>
  queryOptions({
    queryKey: storefrontKeys.profile(login),
    queryFn: ({ signal }) => getStorefront(login, { signal }),
    staleTime: 60_000,
  });

export function useStorefront(login: string) {
  return useQuery(storefrontQuery(login));
}
