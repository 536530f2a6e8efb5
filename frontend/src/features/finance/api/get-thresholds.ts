import { type ThresholdView, ThresholdsResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { financeKeys } from './keys';

/** GET /finance/thresholds/{year}: the year's rule per jurisdiction (defaults and edits). */
async function getThresholds(
  year: number,
  options: { signal?: AbortSignal } = {},
): Promise<ThresholdView[]> {
  const answer = ThresholdsResponse.parse(
    await api<unknown>(`/finance/thresholds/${String(year)}`, options),
  );
  return answer.thresholds;
}

export const thresholdsQuery = (year: number) =>
  queryOptions({
    queryKey: financeKeys.thresholds(year),
    queryFn: ({ signal }) => getThresholds(year, { signal }),
  });

export function useThresholds(year: number) {
  return useQuery(thresholdsQuery(year));
}
