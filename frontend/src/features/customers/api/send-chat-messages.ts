import { BulkActionResult } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Selection } from './block-customers';
import { refreshAfterWrite } from '../lib/write-effects';

/** POST /client_api/customers/chat_messages (at most 1000 characters). */
async function sendChatMessages(body: Selection & { message: string }): Promise<BulkActionResult> {
  return BulkActionResult.parse(
    await api<unknown>('/client_api/customers/chat_messages', { method: 'POST', body }),
  );
}

export function useSendChatMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessages,
    meta: { silent: true },
    onSuccess: () => refreshAfterWrite(queryClient, { kind: 'chat-sent' }),
  });
}
