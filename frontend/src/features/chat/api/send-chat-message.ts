import { SendChatMessageResponse } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from './keys';

/** POST /client_api/chats/{slug}/messages (a new volley is paid first). */
export async function sendChatMessage(ref: string, text: string): Promise<SendChatMessageResponse> {
  return SendChatMessageResponse.parse(
    await api<unknown>(`/client_api/chats/${encodeURIComponent(ref)}/messages`, {
      method: 'POST',
      body: { text },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
  );
}

export function useSendChatMessage(ref: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => sendChatMessage(ref, text),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
