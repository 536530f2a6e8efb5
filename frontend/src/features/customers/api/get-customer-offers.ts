import { OffersResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './keys';

/** GET /client_api/customers/{login}/details_offers */
async function getCustomerOffers(login: string): Promise<OffersResponse> {
  return OffersResponse.parse(
    await api<unknown>(`/client_api/customers/${encodeURIComponent(login)}/details_offers`),
  );
}

export const customerOffersQuery = (login: string) =>
  queryOptions({
    queryKey: [...customerKeys.details(login), 'offers'] as const,
    queryFn: () => getCustomerOffers(login),
  });

export const useCustomerOffers = (login: string) => useQuery(customerOffersQuery(login));
