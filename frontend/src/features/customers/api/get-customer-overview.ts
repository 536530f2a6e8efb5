import { CustomerOverviewResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './keys';

/** GET /client_api/customers/{login}/overview: the row, note, subscriptions, chat allowed. */
async function getCustomerOverview(login: string): Promise<CustomerOverviewResponse> {
  return CustomerOverviewResponse.parse(
    await api<unknown>(`/client_api/customers/${encodeURIComponent(login)}/overview`),
  );
}

export const customerOverviewQuery = (login: string) =>
  queryOptions({
    queryKey: [...customerKeys.details(login), 'overview'] as const,
    queryFn: () => getCustomerOverview(login),
  });

export const useCustomerOverview = (login: string) => useQuery(customerOverviewQuery(login));
