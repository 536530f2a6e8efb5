import { type EarningsQuery, EarningsResponse, type EarningsWindow } from '@flirtwire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const earningsKeys = {
  all: ['earnings'] as const,
  seriesAll: () => [...earningsKeys.all, 'series'] as const,
  series: (query: EarningsQuery) => [...earningsKeys.seriesAll(), query] as const,
  historyAll: () => [...earningsKeys.all, 'history'] as const,
  history: (page: number) => [...earningsKeys.historyAll(), page] as const,
};

/** GET /client_api/earnings: per channel and period, gross and net, with totals. */
async function getEarnings(query: EarningsQuery): Promise<EarningsResponse> {
  return EarningsResponse.parse(
    await api<unknown>('/client_api/earnings', { query: { ...query } }),
  );
}

/** Days for short windows, weeks up to half a year, months beyond. */
export function granularityFor(window: EarningsWindow): 'day' | 'week' | 'month' {
  if (window === '7' || window === '14' || window === '30') return 'day';
  if (window === '60' || window === '90' || window === '180') return 'week';
  return 'month';
}

export const earningsQuery = (query: EarningsQuery) =>
  queryOptions({
    queryKey: earningsKeys.series(query),
    queryFn: () => getEarnings(query),
  });

export function useEarnings(query: EarningsQuery) {
  return useQuery({ ...earningsQuery(query), placeholderData: keepPreviousData });
}
