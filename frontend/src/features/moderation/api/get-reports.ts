import { ContentReportsResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { moderationKeys } from './keys';

/** GET /feeds/moderation/reports: content people reported, newest first. */
async function getReports(options: { signal?: AbortSignal } = {}): Promise<ContentReportsResponse> {
  return ContentReportsResponse.parse(
    await api<unknown>('/feeds/moderation/reports', {
      query: { per_page: 50 },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

export const reportsQuery = queryOptions({
  queryKey: moderationKeys.reports(),
  queryFn: ({ signal }) => getReports({ signal }),
});

export function useReports() {
  return useQuery(reportsQuery);
}
