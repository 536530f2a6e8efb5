import type { CurrentUser } from '@flirtwire/contracts';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, ApiRequestError } from './api-client';
import { parseLazily } from './lazy-parse';

/**
 * The signed-in person (GET /client_api/user), or null for a visitor: the server answers 204
 * without a body when nobody is signed in (a normal state, so no failed request is logged).
 * Shared by the shell, the route guards and every feature, so it lives here.
 */
async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return (await api<CurrentUser | null>('/client_api/user')) ?? null;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 404)) {
      return null;
    }
    throw error;
  }
}

export const currentUserQuery = queryOptions({
  queryKey: ['session', 'user'],
  queryFn: fetchCurrentUser,
  staleTime: 60_000,
  meta: { silent: true },
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/** GET /client_api/app_config: the realtime path and the topics this person may join. */
export const appConfigQuery = queryOptions({
  queryKey: ['session', 'app_config'],
  queryFn: () => parseLazily('AppConfigResponse', api<unknown>('/client_api/app_config')),
  staleTime: Infinity,
  meta: { silent: true },
});

export function useAppConfig() {
  return useQuery(appConfigQuery);
}

export type Audience = 'visitor' | 'customer' | 'advisor';

/** Which header menu a person gets (spec 000 §2: customer, advisor, logged out). */
export function audienceOf(user: CurrentUser | null | undefined): Audience {
  if (!user) return 'visitor';
  return user.is_advisor ? 'advisor' : 'customer';
}

/** After sign-in, sign-up or sign-out, everything cached belonged to someone else. */
export async function resetSession(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
  await queryClient.invalidateQueries({ queryKey: ['session'] });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>('/client_api/logout', { method: 'POST' }),
    onSuccess: async () => {
      queryClient.clear();
      await queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
