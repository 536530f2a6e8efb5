import { MailDraftResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mailKeys } from './keys';

/** GET /client_api/mail_drafts/{id}: the recipients My Customers' bulk Mail handed over. */
async function getMailDraft(id: string): Promise<MailDraftResponse> {
  return MailDraftResponse.parse(
    await api<unknown>(`/client_api/mail_drafts/${encodeURIComponent(id)}`),
  );
}

export const mailDraftQuery = (id: string) =>
  queryOptions({
    queryKey: mailKeys.draft(id),
    queryFn: () => getMailDraft(id),
    retry: false,
  });

export function useMailDraft(id: string | null) {
  return useQuery({ ...mailDraftQuery(id ?? ''), enabled: id !== null });
}
