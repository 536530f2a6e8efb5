import { FlirtSetupViewSchema } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQuery } from '@/lib/session';
import { flirtSetupKeys } from './keys';

/** POST /client_api/flirt_account_setup: a signed-in customer starts becoming a Flirt. */
async function startFlirtSetup() {
  return FlirtSetupViewSchema.parse(
    await api<unknown>('/client_api/flirt_account_setup', { method: 'POST' }),
  );
}

export function useStartFlirtSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startFlirtSetup,
    onSuccess: async (view) => {
      queryClient.setQueryData(flirtSetupKeys.wizard(), view);
      await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}
