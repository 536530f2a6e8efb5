import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { flirtSetupKeys } from './keys';

/** PATCH /client_api/phone/{id}/phone_verifications/{code}: confirms the number. */
async function confirmPhone({
  phoneId,
  code,
}: {
  readonly phoneId: string;
  readonly code: string;
}): Promise<void> {
  await api<unknown>(
    `/client_api/phone/${encodeURIComponent(phoneId)}/phone_verifications/${encodeURIComponent(code)}`,
    { method: 'PATCH' },
  );
}

export function useConfirmPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPhone,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flirtSetupKeys.phones() }),
  });
}
