import {
  MailDraftResponse,
  type MailFolder,
  MailListResponse,
  MailPriceQuote,
  MailSettingsResponse,
  MailView,
  OpenMailResponse,
  type SendMailBody,
  SendMailResponse,
  UnreadMailCountResponse,
} from '@flirtwire/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeaders, useIntentKey } from '@/lib/idempotency';

/** Query keys of the mail feature. */
export const mailKeys = {
  all: ['mail'] as const,
  folder: (folder: MailFolder, page: number) => [...mailKeys.all, 'folder', folder, page] as const,
  mail: (id: string) => [...mailKeys.all, 'mail', id] as const,
  unread: () => [...mailKeys.all, 'unread'] as const,
  settings: () => [...mailKeys.all, 'settings'] as const,
  quote: (recipient: string) => [...mailKeys.all, 'quote', recipient] as const,
  draft: (id: string) => [...mailKeys.all, 'draft', id] as const,
};

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

/** GET /client_api/mail/{id}: one of my mails (locked until paid when it has a price). */
export function useMail(id: string) {
  return useQuery({
    queryKey: mailKeys.mail(id),
    queryFn: async () =>
      MailView.parse(await api<unknown>(`/client_api/mail/${encodeURIComponent(id)}`)),
  });
}

/** GET /client_api/unread_mail_count (at least as fresh as `after`, a realtime notice's position). */
export async function unreadMailCount(after?: number): Promise<UnreadMailCountResponse> {
  return UnreadMailCountResponse.parse(
    await api<unknown>('/client_api/unread_mail_count', after === undefined ? {} : { after }),
  );
}

export function useUnreadMailCount(enabled: boolean) {
  return useQuery({
    queryKey: mailKeys.unread(),
    enabled,
    queryFn: () => unreadMailCount(),
  });
}

/**
 * POST /client_api/mail/{id}/open: opens a mail I received, paying its price first (one key per
 * mail shown: a double click or a retry after a lost answer pays once).
 */
export function useOpenMail(id: string) {
  const queryClient = useQueryClient();
  const intent = useIntentKey(id);
  return useMutation({
    mutationFn: () =>
      intent.send(id, async (key) =>
        OpenMailResponse.parse(
          await api<unknown>(`/client_api/mail/${encodeURIComponent(id)}/open`, {
            method: 'POST',
            headers: idempotencyHeaders(key),
          }),
        ),
      ),
    meta: { silent: true },
    onSuccess: (opened) => {
      queryClient.setQueryData(mailKeys.mail(id), opened.mail);
      void queryClient.invalidateQueries({ queryKey: mailKeys.all });
    },
  });
}

/**
 * POST /client_api/mail: one mail to each recipient. One key per composed mail: a double click
 * or a retry after a lost answer sends (and pays) nothing twice; a refused mail, corrected, is a
 * new request with a new key.
 */
export function useSendMail() {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (body: SendMailBody) =>
      intent.send(body, async (key) =>
        SendMailResponse.parse(
          await api<unknown>('/client_api/mail', {
            method: 'POST',
            body,
            headers: idempotencyHeaders(key),
          }),
        ),
      ),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}

/** GET /client_api/mail_settings: my mail price (Flirts). */
export function useMailSettings(enabled: boolean) {
  return useQuery({
    queryKey: mailKeys.settings(),
    enabled,
    queryFn: async () =>
      MailSettingsResponse.parse(await api<unknown>('/client_api/mail_settings')),
  });
}

/** PUT /client_api/mail_settings. */
export function useSetMailPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (priceCents: number) =>
      api<unknown>('/client_api/mail_settings', {
        method: 'PUT',
        body: { price_cents: priceCents },
      }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.settings() }),
  });
}

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
