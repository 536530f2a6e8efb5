import { CustomerSearchResponse, type SearchCustomersBodyInput } from '@flirtwire/contracts';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './keys';

/** POST /client_api/customers/search: one page (50 rows) of the Flirt's customers. */
export async function searchCustomers(
  body: SearchCustomersBodyInput,
  options: { signal?: AbortSignal } = {},
): Promise<CustomerSearchResponse> {
  return CustomerSearchResponse.parse(
    await api<unknown>('/client_api/customers/search', {
      method: 'POST',
      reads: true,
      body,
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

export const searchCustomersQuery = (body: SearchCustomersBodyInput) =>
  queryOptions({
    queryKey: [...customerKeys.search(), body] as const,
    queryFn: ({ signal }) => searchCustomers(body, { signal }),
    staleTime: 5_000,
  });

/** For the light (mobile and classic) tables; the AG Grid datasource fetches through the client. */
export function useSearchCustomers(body: SearchCustomersBodyInput) {
  return useQuery({ ...searchCustomersQuery(body), placeholderData: keepPreviousData });
}

/** The customers of every page already loaded (any search): a row outside them is new. */
export function loadedCustomerIds(queryClient: QueryClient): Set<string> {
  const ids = new Set<string>();
  for (const [, answer] of queryClient.getQueriesData<CustomerSearchResponse>({
    queryKey: customerKeys.search(),
  })) {
    for (const row of answer?.customers ?? []) ids.add(row.seeker_id);
  }
  return ids;
}
