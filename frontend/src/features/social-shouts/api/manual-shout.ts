import { type ManualShoutBody, ManualShoutResponse } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { socialKeys } from './keys';

/** POST /client_api/social_media/manual_shouts: a shout to the chosen linked accounts. */
async function manualShout(body: ManualShoutBody) {
  return ManualShoutResponse.parse(
    await api<unknown>('/client_api/social_media/manual_shouts', { method: 'POST', body }),
  );
}

export function useManualShout() {
  const queryClient = useQueryClient();
  // The screen shows the error beside the control (no snackbar as well).
  return useMutation({
    meta: { silent: true },
    mutationFn: manualShout,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.outbox() }),
  });
}
