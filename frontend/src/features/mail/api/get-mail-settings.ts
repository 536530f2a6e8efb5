import { MailSettingsResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mailKeys } from './keys';

/** GET /client_api/mail_settings: my mail price (Flirts). */
async function getMailSettings(): Promise<MailSettingsResponse> {
  return MailSettingsResponse.parse(await api<unknown>('/client_api/mail_settings'));
}

const mailSettingsQuery = queryOptions({
  queryKey: mailKeys.settings(),
  queryFn: getMailSettings,
});

export function useMailSettings(enabled: boolean) {
  return useQuery({ ...mailSettingsQuery, enabled });
}
