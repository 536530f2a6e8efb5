import type { CookiesConsentResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';
import { siteNoticeKeys } from './keys';

/** GET /client_api/cookies_consent: whether to show the cookies banner. */
async function getCookiesConsent(): Promise<CookiesConsentResponse> {
  return parseLazily('CookiesConsentResponse', api<unknown>('/client_api/cookies_consent'));
}

export const cookiesConsentQuery = queryOptions({
  queryKey: siteNoticeKeys.cookies(),
  queryFn: getCookiesConsent,
  staleTime: Infinity,
  meta: { silent: true },
});

export function useCookiesConsent() {
  return useQuery(cookiesConsentQuery);
}
