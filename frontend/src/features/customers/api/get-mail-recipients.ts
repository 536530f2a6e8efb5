import { MailRecipientsResponse } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import type { Selection } from './block-customers';

/** POST /client_api/customers/mail_recipients: logins for the mail compose page. */
export async function getMailRecipients(selection: Selection): Promise<MailRecipientsResponse> {
  return MailRecipientsResponse.parse(
    await api<unknown>('/client_api/customers/mail_recipients', {
      method: 'POST',
      body: selection,
    }),
  );
}
