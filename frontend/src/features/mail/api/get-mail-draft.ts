import { MailDraftResponse } from '@flirtwire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mailKeys } from './keys';

/** GET /client_api/mail_drafts/{id}: the recipients My Customers' bulk Mail handed over. */
export function useMailDraft(id: string | null) {
  return useQuery({
    queryKey: mailKeys.draft(id ?? ''),
    enabled: id !== null,
    retry: false,
    queryFn: async () =>
      MailDraftResponse.parse(
        await api<unknown>(`/client_api/mail_drafts/${encodeURIComponent(id ?? '')}`),
      ),
  });
}
