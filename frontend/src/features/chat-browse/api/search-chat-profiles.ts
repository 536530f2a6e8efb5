import { ChatProfileSearchResponse } from '@flirtwire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ChatProfileSearch {
  readonly text: string;
  readonly category: string;
  readonly gender: string;
  readonly page: number;
}

/** GET /client_api/chat_profile_search: one page of chat profiles. */
async function searchChatProfiles(
  search: ChatProfileSearch,
  signal?: AbortSignal,
): Promise<ChatProfileSearchResponse> {
  const params = new URLSearchParams({
    text: search.text,
    category: search.category,
    gender: search.gender,
    page: String(search.page),
  });
  return ChatProfileSearchResponse.parse(
    await api<unknown>(`/client_api/chat_profile_search?${params.toString()}`, {
      ...(signal ? { signal } : {}),
    }),
  );
}

const chatProfileSearchQuery = (search: ChatProfileSearch) =>
  queryOptions({
    queryKey: ['chat-browse', 'profiles', search] as const,
    queryFn: ({ signal }) => searchChatProfiles(search, signal),
    staleTime: 30_000,
  });

export function useChatProfileSearch(search: ChatProfileSearch) {
  return useQuery({ ...chatProfileSearchQuery(search), placeholderData: keepPreviousData });
}
