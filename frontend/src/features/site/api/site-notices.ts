import { CookiesConsentResponse, SiteBannerResponse } from '@flirtwire/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const siteNoticeKeys = {
  all: ['site-notices'] as const,
  banner: () => [...siteNoticeKeys.all, 'banner'] as const,
  cookies: () => [...siteNoticeKeys.all, 'cookies'] as const,
};

/** GET /client_api/super_banner: the site-wide banner unless this person dismissed it. */
export const siteBannerQuery = queryOptions({
  queryKey: siteNoticeKeys.banner(),
  queryFn: async () => SiteBannerResponse.parse(await api<unknown>('/client_api/super_banner')),
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

/** GET /client_api/cookies_consent: whether to show the cookies banner. */
export const cookiesConsentQuery = queryOptions({
  queryKey: siteNoticeKeys.cookies(),
  queryFn: async () =>
    CookiesConsentResponse.parse(await api<unknown>('/client_api/cookies_consent')),
  staleTime: Infinity,
  meta: { silent: true },
});

export function useSiteBanner() {
  return useQuery(siteBannerQuery);
}

export function useCookiesConsent() {
  return useQuery(cookiesConsentQuery);
}

/** POST /client_api/super_banner/dismissals with the banner's code. */
export function useDismissBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api<unknown>('/client_api/super_banner/dismissals', { method: 'POST', body: { code } }),
    meta: { silent: true },
    onMutate: (code) => {
      // Gone at once; the server records it in the background.
      queryClient.setQueryData(
        siteNoticeKeys.banner(),
        (previous: SiteBannerResponse | undefined) =>
          previous?.banner?.code === code ? { banner: null } : previous,
      );
    },
  });
}

/** POST /client_api/cookies_consent. */
export function useAcknowledgeCookies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<unknown>('/client_api/cookies_consent', { method: 'POST' }),
    meta: { silent: true },
    onMutate: () => {
      queryClient.setQueryData(siteNoticeKeys.cookies(), { showCookiesBanner: false });
    },
  });
}
