import { SetOfferingResultSchema } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQuery } from '@/lib/session';
import { onboardingKeys } from './keys';

/** POST /client_api/subscriptions/offerings: an increase must carry confirm_increase. */
async function saveOffering(body: { readonly rate: string; readonly confirm_increase: boolean }) {
  return SetOfferingResultSchema.parse(
    await api<unknown>('/client_api/subscriptions/offerings', { method: 'POST', body }),
  );
}

export function useSaveOffering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOffering,
    meta: { silent: true },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
        queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
      ]);
    },
  });
}
