import { READ_MODELS, type RealtimeNotice } from '@flirtwire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtimeNotices } from '@/lib/realtime';
import { playSound } from '@/lib/sounds';
import { useSnackbars } from '@/lib/snackbar-store';
import { useAppConfig } from '@/lib/session';
import { chatMessages } from '../api/chat-messages';
import { chatKeys } from '../api/keys';
import { listChats } from '../api/list-chats';
import { chatAlerts } from '../lib/chat-alerts';

/** An incoming-message toast stays a minute (spec: 60 s with the alert text). */
const CHAT_TOAST_MS = 60_000;

/** The conversation on screen (its other party's slug), so it is not toasted about. */
let openConversation: string | null = null;
export function setOpenConversation(slug: string | null): void {
  openConversation = slug;
}

/**
 * Live chat: a notice on my private topic about my conversation rows refreshes the list and
 * the open conversation at the notice's position, toasts a new message from someone whose
 * conversation is not on screen (60 s, with the alert text) and plays the chat sound when the
 * message arrives where the person is not looking.
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
    if (!me || notice.owner !== me || notice.collection !== READ_MODELS.chatConversations) return;
    void (async () => {
      const list = await listChats(notice.position);
      queryClient.setQueryData(chatKeys.list(), list);
      const before = unread.current;
      unread.current = new Map(list.conversations.map((c) => [c.chat_id, c.unread_count]));
      for (const c of list.conversations) {
        if (c.other.slug !== openConversation) continue;
        queryClient.setQueryData(
          chatKeys.messages(c.other.slug),
          await chatMessages(c.other.slug, notice.position),
        );
      }
      const alerts = chatAlerts(before, list.conversations, openConversation, document.hasFocus());
      for (const toast of alerts.toasts) useSnackbars.getState().show(toast, 'info', CHAT_TOAST_MS);
      if (alerts.sound) void playSound('chat-message');
    })();
  });
}
