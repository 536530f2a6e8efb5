import { MailView } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mailKeys } from './keys';

/** GET /client_api/mail/{id}: one of my mails (locked until paid when it has a price). */
async function getMail(id: string, options: { signal?: AbortSignal } = {}): Promise<MailView> {
  return MailView.parse(
    await api<unknown>(`/client_api/mail/${encodeURIComponent(id)}`, {
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

export const mailQuery = (id: string) =>
  queryOptions({
    queryKey: mailKeys.mail(id),
    queryFn: ({ signal }) => getMail(id, { signal }),
  });

export function useMail(id: string) {
  return useQuery(mailQuery(id));
}
