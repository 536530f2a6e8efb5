import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileImageKeys } from './keys';

/** PUT /client_api/homepage: my homepage as HTML; the server cleans it and it waits for review. */
async function saveHomepage(content: string): Promise<void> {
  await api<unknown>('/client_api/homepage', { method: 'PUT', body: { content } });
}

export function useSaveHomepage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHomepage,
    meta: { silent: true },
    // The draft, the status (the notice) and the storefront's homepage status all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileImageKeys.all }),
  });
}
