import { CommandResult } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterWrite } from '../lib/write-effects';

/** DELETE /client_api/customers/saved_searches/{id} (user searches only). */
async function deleteSavedSearch(id: string): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>(`/client_api/customers/saved_searches/${encodeURIComponent(id)}`, {
      method: 'DELETE',
    }),
  );
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => refreshAfterWrite(queryClient, { kind: 'saved-search' }),
  });
}
