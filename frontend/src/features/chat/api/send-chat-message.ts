import { type SendChatMessageInput, SendChatMessageResponse } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeaders, useIntentKey } from '@/lib/idempotency';
import { chatKeys } from './keys';

/**
 * POST /client_api/chats/{slug}/messages (a new volley is paid first): a text, a photo, a gift
 * or a gift request (or a gift paying a request, by its id), sent with its draft's key.
 */
async function sendChatMessage(
  ref: string,
  body: SendChatMessageInput,
  key: string,
): Promise<SendChatMessageResponse> {
  return SendChatMessageResponse.parse(
    await api<unknown>(`/client_api/chats/${encodeURIComponent(ref)}/messages`, {
      method: 'POST',
      body,
      headers: idempotencyHeaders(key),
    }),
  );
}

/**
 * One key per message draft of the conversation: a double click on Send, or a retry after a lost
 * answer, sends (and pays) the message once; once the server answered, the next message (even
 * the same words) is a new one with a new key.
 */
export function useSendChatMessage(ref: string) {
  const queryClient = useQueryClient();
  const intent = useIntentKey(ref);
  return useMutation({
    mutationFn: (body: SendChatMessageInput) =>
      intent.send(body, (key) => sendChatMessage(ref, body, key)),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}
