import type { CookiesConsentResponse } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';
import { siteNoticeKeys } from './keys';

/** POST /client_api/cookies_consent: the cookies banner was acknowledged. */
async function acknowledgeCookies(): Promise<CookiesConsentResponse> {
  return parseLazily(
    'CookiesConsentResponse',
    api<unknown>('/client_api/cookies_consent', { method: 'POST' }),
  );
}

export function useAcknowledgeCookies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeCookies,
    meta: { silent: true },
    onMutate: () => {
      queryClient.setQueryData(siteNoticeKeys.cookies(), { showCookiesBanner: false });
    },
  });
}
