import { type CaptchaConfig, CaptchaConfigSchema } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /client_api/captcha_status: site key and whether captcha is on at all. */
async function getCaptchaStatus(): Promise<CaptchaConfig> {
  return CaptchaConfigSchema.parse(await api<unknown>('/client_api/captcha_status'));
}

const captchaStatusQuery = queryOptions({
  queryKey: ['auth', 'captcha-status'],
  queryFn: getCaptchaStatus,
  staleTime: Infinity,
});

export function useCaptchaStatus() {
  return useQuery(captchaStatusQuery);
}
