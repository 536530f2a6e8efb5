import type { SiteBannerResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';
import { siteNoticeKeys } from './keys';

/** GET /client_api/super_banner: the site-wide banner unless this person dismissed it. */
async function getSiteBanner(): Promise<SiteBannerResponse> {
  return parseLazily('SiteBannerResponse', api<unknown>('/client_api/super_banner'));
}

export const siteBannerQuery = queryOptions({
  queryKey: siteNoticeKeys.banner(),
  queryFn: getSiteBanner,
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

export function useSiteBanner() {
  return useQuery(siteBannerQuery);
}
