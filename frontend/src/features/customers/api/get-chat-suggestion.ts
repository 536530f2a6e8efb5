import { ChatSuggestionResponse } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** GET /client_api/customers/chat_messages/suggestion: a random canned greeting (Suggest). */
export async function getChatSuggestion(): Promise<string> {
  return ChatSuggestionResponse.parse(
    await api<unknown>('/client_api/customers/chat_messages/suggestion'),
  ).message;
}
