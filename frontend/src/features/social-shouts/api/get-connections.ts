import { SocialConnectionsResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { socialKeys } from './keys';

/** GET /client_api/social_media/connections: my linked Twitter, Tumblr and Bluesky accounts. */
async function getConnections(options: { signal?: AbortSignal } = {}) {
  return SocialConnectionsResponse.parse(
    await api<unknown>('/client_api/social_media/connections', {
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

export const connectionsQuery = queryOptions({
  queryKey: socialKeys.connections(),
  queryFn: ({ signal }) => getConnections({ signal }),
});

export function useConnections() {
  return useQuery(connectionsQuery);
}
