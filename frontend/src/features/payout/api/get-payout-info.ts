import type { PayoutInfoView } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';
import { payoutKeys } from './keys';

/** GET /client_api/account/payout_info (404 payout_disabled when PAYOUT_21803 is off). */
async function getPayoutInfo(options: { signal?: AbortSignal } = {}): Promise<PayoutInfoView> {
  const answer = await parseLazily(
    'PayoutInfoResponseSchema',
    api<unknown>('/client_api/account/payout_info', {
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
  return answer.data;
}

export const payoutInfoQuery = queryOptions({
  queryKey: payoutKeys.info,
  queryFn: ({ signal }) => getPayoutInfo({ signal }),
});

export function usePayoutInfo() {
  return useQuery(payoutInfoQuery);
}
