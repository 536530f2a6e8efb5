import { CommandResult } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterWrite } from '../lib/write-effects';

/** PATCH /client_api/customers/{login}: the Flirt's note on this customer. */
async function setNote(body: {
  login: string;
  seekerId: string;
  note: string;
}): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>(`/client_api/customers/${encodeURIComponent(body.login)}`, {
      method: 'PATCH',
      body,
    }),
  );
}

export function useSetNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNote,
    onSuccess: (_result, { login }) => refreshAfterWrite(queryClient, { kind: 'note', login }),
  });
}
