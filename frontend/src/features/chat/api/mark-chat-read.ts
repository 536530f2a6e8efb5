import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /client_api/chats/{slug}/read: the other side's messages are read. */
async function markChatRead(ref: string): Promise<void> {
  await api<unknown>(`/client_api/chats/${encodeURIComponent(ref)}/read`, { method: 'POST' });
}

export function useMarkChatRead(ref: string) {
  return useMutation({ mutationFn: () => markChatRead(ref), meta: { silent: true } });
}
