import { HistoryResponse } from '@flirtwire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { earningsKeys } from './get-earnings';

const HISTORY_PAGE_SIZE = 100;

/** GET /client_api/earnings/history: every payment of the last 16 months, newest first. */
async function getEarningsHistory(
  page: number,
  perPage = HISTORY_PAGE_SIZE,
): Promise<HistoryResponse> {
  return HistoryResponse.parse(
    await api<unknown>('/client_api/earnings/history', { query: { page, per_page: perPage } }),
  );
}

export const earningsHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: earningsKeys.history(page),
    queryFn: () => getEarningsHistory(page),
  });

export function useEarningsHistory(page: number) {
  return useQuery({ ...earningsHistoryQuery(page), placeholderData: keepPreviousData });
}

/** Every page, for the CSV export (16 months at most, 500 rows per request). */
export async function getAllEarningsHistory(): Promise<HistoryResponse['history']> {
  const rows: HistoryResponse['history'] = [];
  for (let page = 1; page <= 200; page++) {
    const answer = await getEarningsHistory(page, 500);
    rows.push(...answer.history);
    if (rows.length >= answer.total_entries || answer.history.length === 0) break;
  }
  return rows;
}
