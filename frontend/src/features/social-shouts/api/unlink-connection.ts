import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { socialKeys } from './keys';

/** DELETE /client_api/social_media/connections/{id}: unlink an account. */
async function unlinkConnection(id: string): Promise<void> {
  await api<unknown>(`/client_api/social_media/connections/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useUnlinkConnection() {
  const queryClient = useQueryClient();
  // The screen shows the error beside the control (no snackbar as well).
  return useMutation({
    meta: { silent: true },
    mutationFn: unlinkConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: socialKeys.connections() }),
  });
}
