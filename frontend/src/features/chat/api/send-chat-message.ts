import { type SendChatMessageInput, SendChatMessageResponse } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from './keys';

/**
 * POST /client_api/chats/{slug}/messages (a new volley is paid first): a text, a photo, a gift
 * or a gift request (or a gift paying a request, by its id).
 */
export async function sendChatMessage(
  ref: string,
  body: SendChatMessageInput,
): Promise<SendChatMessageResponse> {
  return SendChatMessageResponse.parse(
    await api<unknown>(`/client_api/chats/${encodeURIComponent(ref)}/messages`, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
  );
}

export function useSendChatMessage(ref: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendChatMessageInput) => sendChatMessage(ref, body),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
