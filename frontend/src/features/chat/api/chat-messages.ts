import type { ChatMessagesResponse } from '@flirtwire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';
import { chatKeys } from './keys';

/** GET /client_api/chats/{slug}/messages: the newest page of one conversation. */
export async function chatMessages(ref: string, after?: number): Promise<ChatMessagesResponse> {
  return parseLazily(
    'ChatMessagesResponse',
    api<unknown>(
      `/client_api/chats/${encodeURIComponent(ref)}/messages`,
      after === undefined ? {} : { after },
    ),
  );
}

export function useChatMessages(ref: string) {
  return useQuery({ queryKey: chatKeys.messages(ref), queryFn: () => chatMessages(ref) });
}

/** The page of messages before `before` (a message id), for "Show older messages". */
export async function olderChatMessages(
  ref: string,
  before: string,
): Promise<ChatMessagesResponse> {
  return parseLazily(
    'ChatMessagesResponse',
    api<unknown>(`/client_api/chats/${encodeURIComponent(ref)}/messages`, {
      query: { before },
    }),
  );
}
