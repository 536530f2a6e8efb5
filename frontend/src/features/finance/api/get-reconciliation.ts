import { ReconciliationResponse, ReconciliationRunsResponse } from '@flirtwire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { financeKeys } from './keys';

export interface ReconciliationRequest {
  readonly from: string;
  readonly to: string;
  readonly page: number;
  readonly pageSize: number;
}

/** GET /finance/reconciliation: the period's three sides and a page of differences. */
async function getReconciliation(
  request: ReconciliationRequest,
  options: { signal?: AbortSignal } = {},
): Promise<ReconciliationResponse> {
  const query = new URLSearchParams({
    from: request.from,
    to: request.to,
    page: String(request.page),
    page_size: String(request.pageSize),
  });
  return ReconciliationResponse.parse(
    await api<unknown>(`/finance/reconciliation?${query.toString()}`, options),
  );
}

const reconciliationQuery = (request: ReconciliationRequest) =>
  queryOptions({
    queryKey: financeKeys.reconciliation(request),
    queryFn: ({ signal }) => getReconciliation(request, { signal }),
    placeholderData: keepPreviousData,
  });

export function useReconciliation(request: ReconciliationRequest) {
  return useQuery(reconciliationQuery(request));
}

/** GET /finance/reconciliation/runs: the daily job's last runs, newest first. */
async function getReconciliationRuns(
  options: { signal?: AbortSignal } = {},
): Promise<ReconciliationRunsResponse> {
  return ReconciliationRunsResponse.parse(
    await api<unknown>('/finance/reconciliation/runs', options),
  );
}

const reconciliationRunsQuery = queryOptions({
  queryKey: financeKeys.reconciliationRuns(),
  queryFn: ({ signal }) => getReconciliationRuns({ signal }),
});

export function useReconciliationRuns() {
  return useQuery(reconciliationRunsQuery);
}
