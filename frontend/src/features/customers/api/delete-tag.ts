import { CommandResult } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterWrite } from '../lib/write-effects';

/** DELETE /client_api/customers/tags?name=: removes it from every customer and deletes it. */
async function deleteTag(name: string): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>('/client_api/customers/tags', { method: 'DELETE', query: { name } }),
  );
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: () => refreshAfterWrite(queryClient, { kind: 'tag-renamed-or-deleted' }),
  });
}
