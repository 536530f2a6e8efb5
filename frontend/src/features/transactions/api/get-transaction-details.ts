import { TransactionDetailsResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const transactionKeys = {
  details: (id: string) => ['transactions', 'details', id] as const,
};

/** GET /client_api/transactions/details/{id}?btids=: one payment with its refunds. */
async function getTransactionDetails(
  id: string,
  btids: string | undefined,
): Promise<TransactionDetailsResponse> {
  const query = btids ? `?btids=${encodeURIComponent(btids)}` : '';
  return TransactionDetailsResponse.parse(
    await api<unknown>(`/client_api/transactions/details/${encodeURIComponent(id)}${query}`),
  );
}

const transactionDetailsQuery = (id: string, btids: string | undefined) =>
  queryOptions({
    queryKey: transactionKeys.details(id),
    queryFn: () => getTransactionDetails(id, btids),
  });

export function useTransactionDetails(id: string, btids: string | undefined) {
  return useQuery(transactionDetailsQuery(id, btids));
}
