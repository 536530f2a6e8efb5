import { type CreditRequestStatus, CreditRequestsResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creditRequestsKeys } from './keys';

/** GET /finance/site_dollars_credit_requests?status=...: staff credits above a cap. */
async function getCreditRequests(status: CreditRequestStatus): Promise<CreditRequestsResponse> {
  return CreditRequestsResponse.parse(
    await api<unknown>(`/finance/site_dollars_credit_requests?status=${status}`),
  );
}

const creditRequestsQuery = (status: CreditRequestStatus) =>
  queryOptions({
    queryKey: creditRequestsKeys.list(status),
    queryFn: () => getCreditRequests(status),
  });

export function useCreditRequests(status: CreditRequestStatus) {
  return useQuery(creditRequestsQuery(status));
}
