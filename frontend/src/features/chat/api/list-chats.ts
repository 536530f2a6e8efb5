import type { ChatListResponse } from '@flirtwire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';
import { chatKeys } from './keys';

/** GET /client_api/chats: my conversations with unread counts. */
export async function listChats(after?: number): Promise<ChatListResponse> {
  return parseLazily(
    'ChatListResponse',
    api<unknown>('/client_api/chats', after === undefined ? {} : { after }),
  );
}

export function useChats() {
  return useQuery({ queryKey: chatKeys.list(), queryFn: () => listChats() });
}
