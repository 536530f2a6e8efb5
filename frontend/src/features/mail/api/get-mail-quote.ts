import { MailPriceQuote } from '@flirtwire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mailKeys } from './keys';

/** GET /client_api/mail_quote/{recipient}: what writing to them costs me. */
export function useMailQuote(recipient: string | null) {
  return useQuery({
    queryKey: mailKeys.quote(recipient ?? ''),
    enabled: recipient !== null,
    retry: false,
    queryFn: async () =>
      MailPriceQuote.parse(
        await api<unknown>(`/client_api/mail_quote/${encodeURIComponent(recipient ?? '')}`),
      ),
  });
}
