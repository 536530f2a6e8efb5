import { ShoutOutboxResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { socialKeys } from './keys';

/** GET /client_api/social_media/outbox: my recent shouts and where each was delivered. */
async function getOutbox(options: { signal?: AbortSignal } = {}) {
  return ShoutOutboxResponse.parse(
    await api<unknown>('/client_api/social_media/outbox', {
      query: { per_page: 20 },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

const outboxQuery = queryOptions({
  queryKey: socialKeys.outbox(),
  queryFn: ({ signal }) => getOutbox({ signal }),
});

export function useOutbox() {
  return useQuery(outboxQuery);
}
