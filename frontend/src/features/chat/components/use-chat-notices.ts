import type { RealtimeNotice } from '@flirtwire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtimeNotices } from '@/lib/realtime';
import { useSnackbars } from '@/lib/snackbar-store';
import { useAppConfig } from '@/lib/session';
import { chatMessages } from '../api/chat-messages';
import { chatKeys } from '../api/keys';
import { listChats } from '../api/list-chats';

/** An incoming-message toast stays a minute (spec: 60 s with the alert text). */
export const CHAT_TOAST_MS = 60_000;

/** The conversation on screen (its other party's slug), so it is not toasted about. */
let openConversation: string | null = null;
export function setOpenConversation(slug: string | null): void {
  openConversation = slug;
}

/**
 * Live chat: a notice on my private topic about my conversation rows refreshes the list and
 * the open conversation at the notice's position, and toasts a new message from someone whose
 * conversation is not on screen.
 */
export function useChatNotices(): void {
  const config = useAppConfig();
  const queryClient = useQueryClient();
  const me = config.data?.realtime.topics.private_updates ?? null;
  const unread = useRef<Map<string, number> | null>(null);
  useEffect(() => {
    if (!me) return;
    listChats().then(
      (list) => {
        unread.current ??= new Map(list.conversations.map((c) => [c.chat_id, c.unread_count]));
      },
      () => undefined,
    );
  }, [me]);
  useRealtimeNotices((notice: RealtimeNotice) => {
    if (!me || notice.owner !== me || notice.collection !== 'chat_conversations') return;
    void (async () => {
      const list = await listChats(notice.position);
      queryClient.setQueryData(chatKeys.list(), list);
      const before = unread.current;
      unread.current = new Map(list.conversations.map((c) => [c.chat_id, c.unread_count]));
      for (const c of list.conversations) {
        if (c.other.slug === openConversation) {
          queryClient.setQueryData(
            chatKeys.messages(c.other.slug),
            await chatMessages(c.other.slug, notice.position),
          );
          continue;
        }
        if (before && c.unread_count > (before.get(c.chat_id) ?? 0)) {
          useSnackbars
            .getState()
            .show(`New message from ${c.other.login}: ${c.last_text}`, 'info', CHAT_TOAST_MS);
        }
      }
    })();
  });
}
