import { OnboardingViewSchema } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQuery } from '@/lib/session';
import { onboardingKeys } from './keys';

/** POST /client_api/legal_liability_acceptance: the first onboarding step. */
async function acceptLegalTerms() {
  return OnboardingViewSchema.parse(
    await api<unknown>('/client_api/legal_liability_acceptance', { method: 'POST' }),
  );
}

export function useAcceptLegalTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptLegalTerms,
    onSuccess: async (view) => {
      queryClient.setQueryData(onboardingKeys.checklist(), view);
      await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}
