import type { SiteBannerResponse, BannerDismissalResponse } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';
import { siteNoticeKeys } from './keys';

/** POST /client_api/super_banner/dismissals with the banner's code. */
async function dismissBanner(code: string): Promise<BannerDismissalResponse> {
  return parseLazily(
    'BannerDismissalResponse',
    api<unknown>('/client_api/super_banner/dismissals', { method: 'POST', body: { code } }),
  );
}

export function useDismissBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissBanner,
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
