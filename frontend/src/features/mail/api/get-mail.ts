import { MailView } from '@flirtwire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mailKeys } from './keys';

/** GET /client_api/mail/{id}: one of my mails (locked until paid when it has a price). */
export function useMail(id: string) {
  return useQuery({
    queryKey: mailKeys.mail(id),
    queryFn: async () =>
      MailView.parse(await api<unknown>(`/client_api/mail/${encodeURIComponent(id)}`)),
  });
}
