import { MailPriceQuote } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mailKeys } from './keys';

/** GET /client_api/mail_quote/{recipient}: what writing to them costs me. */
async function getMailQuote(recipient: string): Promise<MailPriceQuote> {
  return MailPriceQuote.parse(
    await api<unknown>(`/client_api/mail_quote/${encodeURIComponent(recipient)}`),
  );
}

const mailQuoteQuery = (recipient: string) =>
  queryOptions({
    queryKey: mailKeys.quote(recipient),
    queryFn: () => getMailQuote(recipient),
    retry: false,
  });

export function useMailQuote(recipient: string | null) {
  return useQuery({ ...mailQuoteQuery(recipient ?? ''), enabled: recipient !== null });
}
