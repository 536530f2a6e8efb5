import { type SendMailBody, SendMailResponse } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeaders, useIntentKey } from '@/lib/idempotency';
import { mailKeys } from './keys';

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
