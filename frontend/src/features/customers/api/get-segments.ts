import { SegmentsResponse } from '@flirtwire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './keys';

/**
 * GET /client_api/customers/segments: each chip's rule in words, with this Flirt's cut-offs;
 * with `asOf` (YYYY-MM-DD) the cut-offs as they stood at the end of that day.
 */
async function getSegments(asOf?: string): Promise<SegmentsResponse> {
  const query = asOf ? `?as_of=${encodeURIComponent(asOf)}` : '';
  return SegmentsResponse.parse(await api<unknown>(`/client_api/customers/segments${query}`));
}

export function useSegments(asOf?: string) {
  // A past day's cut-offs never change.
  return useQuery({
    queryKey: asOf ? [...customerKeys.segments(), 'as-of', asOf] : customerKeys.segments(),
    queryFn: () => getSegments(asOf),
    staleTime: asOf ? Infinity : 5 * 60_000,
    meta: { silent: true },
  });
}
