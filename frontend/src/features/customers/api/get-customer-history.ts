import { HistoryResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './keys';

/** GET /client_api/customers/{login}/details_history (16 months). */
async function getCustomerHistory(login: string, page: number): Promise<HistoryResponse> {
  return HistoryResponse.parse(
    await api<unknown>(`/client_api/customers/${encodeURIComponent(login)}/details_history`, {
      query: { page, per_page: 100 },
    }),
  );
}

export const customerHistoryQuery = (login: string, page: number) =>
  queryOptions({
    queryKey: [...customerKeys.details(login), 'history', page] as const,
    queryFn: () => getCustomerHistory(login, page),
  });

export const useCustomerHistory = (login: string, page: number) =>
  useQuery(customerHistoryQuery(login, page));
