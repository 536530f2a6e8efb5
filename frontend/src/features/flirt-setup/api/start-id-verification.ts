import { type IdVerificationView, IdVerificationViewSchema } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { flirtSetupKeys } from './keys';

/** POST /client_api/id_verification: starts a check with the ID provider. */
async function startIdVerification(): Promise<IdVerificationView> {
  return IdVerificationViewSchema.parse(
    await api<unknown>('/client_api/id_verification', { method: 'POST' }),
  );
}

export function useStartIdVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startIdVerification,
    meta: { silent: true },
    onSuccess: (view) => {
      queryClient.setQueryData(flirtSetupKeys.idVerification(), view);
    },
  });
}
