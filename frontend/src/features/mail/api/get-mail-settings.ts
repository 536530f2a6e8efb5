import { MailSettingsResponse } from '@flirtwire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mailKeys } from './keys';

/** GET /client_api/mail_settings: my mail price (Flirts). */
export function useMailSettings(enabled: boolean) {
  return useQuery({
    queryKey: mailKeys.settings(),
    enabled,
    queryFn: async () =>
      MailSettingsResponse.parse(await api<unknown>('/client_api/mail_settings')),
  });
}
