import { OpenMailResponse } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeaders, useIntentKey } from '@/lib/idempotency';
import { mailKeys } from './keys';

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
