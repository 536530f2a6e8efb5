import { CommandResult } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterWrite } from '../lib/write-effects';

/** POST /client_api/customers/tags/rename: rename a user tag on every customer. */
async function renameTag(body: { name: string; newName: string }): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>('/client_api/customers/tags/rename', { method: 'POST', body }),
  );
}

export function useRenameTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameTag,
    meta: { silent: true },
    onSuccess: () => refreshAfterWrite(queryClient, { kind: 'tag-renamed-or-deleted' }),
  });
}
