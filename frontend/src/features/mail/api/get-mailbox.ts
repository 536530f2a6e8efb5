import { type MailFolder, MailListResponse } from '@flirtwire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mailKeys } from './keys';

/** GET /client_api/mail: my inbox or sent folder, newest first. */
export function useMailbox(folder: MailFolder, page: number) {
  return useQuery({
    queryKey: mailKeys.folder(folder, page),
    queryFn: async () =>
      MailListResponse.parse(
        await api<unknown>('/client_api/mail', { query: { folder, page: String(page) } }),
      ),
  });
}
