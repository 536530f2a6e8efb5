import { EarningsInsightsResponse, type EarningsWindow } from '@flirtwire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { earningsKeys } from './get-earnings';

export const insightsKeys = {
  all: () => [...earningsKeys.all, 'insights'] as const,
  window: (window: EarningsWindow) => [...insightsKeys.all(), window] as const,
};

/** GET /client_api/earnings/insights: spenders, when they pay, who, and who comes back. */
async function getEarningsInsights(window: EarningsWindow): Promise<EarningsInsightsResponse> {
  return EarningsInsightsResponse.parse(
    await api<unknown>('/client_api/earnings/insights', { query: { window } }),
  );
}

export const earningsInsightsQuery = (window: EarningsWindow) =>
  queryOptions({
    queryKey: insightsKeys.window(window),
    queryFn: () => getEarningsInsights(window),
  });

export function useEarningsInsights(window: EarningsWindow) {
  return useQuery({ ...earningsInsightsQuery(window), placeholderData: keepPreviousData });
}
