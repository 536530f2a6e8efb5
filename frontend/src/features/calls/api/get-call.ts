import type { CallView } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';
import { callKeys } from './keys';

/** While a call is live, its state is also polled, in case a realtime notice is missed. */
const CALL_POLL_MS = 3_000;

/** GET /client_api/listings/{id}/calls/{token}: the call as one of its parties sees it. */
export async function getCall(listingId: string, token: string, after?: number): Promise<CallView> {
  return parseLazily(
    'CallView',
    api<unknown>(
      `/client_api/listings/${encodeURIComponent(listingId)}/calls/${encodeURIComponent(token)}`,
      after === undefined ? {} : { after },
    ),
  );
}

const callQuery = (listingId: string, token: string) =>
  queryOptions({
    queryKey: callKeys.one(listingId, token),
    queryFn: () => getCall(listingId, token),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'ended' || state === 'failed' ? false : CALL_POLL_MS;
    },
  });

export function useCall(listingId: string, token: string | null) {
  return useQuery({ ...callQuery(listingId, token ?? ''), enabled: token !== null });
}
