import { CustomerTransactionsResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /client_api/transactions: the signed-in customer's own purchases and refunds. */
async function getCustomerTransactions(): Promise<CustomerTransactionsResponse> {
  return CustomerTransactionsResponse.parse(await api<unknown>('/client_api/transactions'));
}

const customerTransactionsQuery = queryOptions({
  queryKey: ['transactions', 'mine'] as const,
  queryFn: getCustomerTransactions,
  // A purchase anywhere in the app adds a row: read the list afresh whenever it is shown.
  staleTime: 0,
});

export function useCustomerTransactions() {
  return useQuery(customerTransactionsQuery);
}
