import { SegmentsResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './keys';

/** GET /client_api/customers/segments: each chip's rule in words, with this Flirt's cut-offs. */
export async function getSegments(): Promise<SegmentsResponse> {
  return SegmentsResponse.parse(await api<unknown>('/client_api/customers/segments'));
}

export const segmentsQuery = queryOptions({
  queryKey: customerKeys.segments(),
  queryFn: getSegments,
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

export function useSegments() {
  return useQuery(segmentsQuery);
}
