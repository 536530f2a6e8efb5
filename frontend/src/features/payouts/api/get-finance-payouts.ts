import { FinancePayoutsResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { payoutsKeys } from './keys';

/** GET /finance/payouts: the upcoming run with holds, past runs and every payout. */
async function getFinancePayouts(): Promise<FinancePayoutsResponse> {
  return FinancePayoutsResponse.parse(await api<unknown>('/finance/payouts'));
}

const financePayoutsQuery = queryOptions({
  queryKey: payoutsKeys.console(),
  queryFn: getFinancePayouts,
});

export function useFinancePayouts() {
  return useQuery(financePayoutsQuery);
}

/** The file of one pay date, downloaded by the browser with the session cookie. */
export const payoutFileUrl = (periodKey: string, kind: string) =>
  `/finance/payouts/files/${periodKey}/${kind}`;
