import { type FlirtSetupView, FlirtSetupViewSchema, type WizardStep } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQuery } from '@/lib/session';
import { flirtSetupKeys } from './keys';

type SetupMove = { readonly step: WizardStep } | { readonly cancel: true };

/**
 * PATCH /client_api/flirt_account_setup: `{ step }` once that step's save happened (the server
 * refuses a step that is not ready), or `{ cancel: true }` to stay a plain customer.
 */
async function advanceFlirtSetup(move: SetupMove): Promise<FlirtSetupView> {
  return FlirtSetupViewSchema.parse(
    await api<unknown>('/client_api/flirt_account_setup', { method: 'PATCH', body: move }),
  );
}

export function useAdvanceFlirtSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: advanceFlirtSetup,
    // Each step shows the refusal next to its own button.
    meta: { silent: true },
    onSuccess: async (view) => {
      queryClient.setQueryData(flirtSetupKeys.wizard(), view);
      // The last step makes the person an advisor; cancelling keeps them a customer.
      if (view.step === 'completed' || view.status === 'cancelled') {
        await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
      }
    },
  });
}
