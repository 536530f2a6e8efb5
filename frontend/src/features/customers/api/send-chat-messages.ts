import { type BulkActionResult, ChatSuggestionResponse } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Selection } from './block-customers';
import { refreshCustomers } from './refresh';

/** POST /client_api/customers/chat_messages (at most 1000 characters). */
export function sendChatMessages(body: Selection & { message: string }): Promise<BulkActionResult> {
  return api<BulkActionResult>('/client_api/customers/chat_messages', { method: 'POST', body });
}

export function useSendChatMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessages,
    meta: { silent: true },
    onSuccess: () => refreshCustomers(queryClient),
  });
}

/** GET /client_api/customers/chat_messages/suggestion: a random canned greeting (Suggest). */
export async function getChatSuggestion(): Promise<string> {
  return ChatSuggestionResponse.parse(
    await api<unknown>('/client_api/customers/chat_messages/suggestion'),
  ).message;
}
