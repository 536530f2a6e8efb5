import { type MailFolder, MailListResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mailKeys } from './keys';

/** GET /client_api/mail: my inbox or sent folder, newest first. */
async function getMailbox(
  folder: MailFolder,
  page: number,
  options: { signal?: AbortSignal } = {},
): Promise<MailListResponse> {
  return MailListResponse.parse(
    await api<unknown>('/client_api/mail', {
      query: { folder, page: String(page) },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

export const mailboxQuery = (folder: MailFolder, page: number) =>
  queryOptions({
    queryKey: mailKeys.folder(folder, page),
    queryFn: ({ signal }) => getMailbox(folder, page, { signal }),
  });

export function useMailbox(folder: MailFolder, page: number) {
  return useQuery(mailboxQuery(folder, page));
}
