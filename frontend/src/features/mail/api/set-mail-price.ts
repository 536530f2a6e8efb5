import { CommandResult } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mailKeys } from './keys';

/** PUT /client_api/mail_settings. */
export function useSetMailPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (priceCents: number) =>
      CommandResult.parse(
        await api<unknown>('/client_api/mail_settings', {
          method: 'PUT',
          body: { price_cents: priceCents },
        }),
      ),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.settings() }),
  });
}
