import { CHAT_MESSAGES, type ChatConversationView } from '@flirtwire/contracts';

export interface ChatAlerts {
  /** Toast texts: one per conversation with news that is not on screen. */
  readonly toasts: readonly string[];
  /** Whether to play the chat sound: news arrived somewhere the person is not looking. */
  readonly sound: boolean;
}

/**
 * What a fresh conversation list announces, against the unread counts seen before: a message in
 * a conversation that is not on screen gets a toast with the alert text and the chat sound; one
 * in the conversation on screen gets the sound only while the window is not focused (the person
 * is elsewhere). The first list after sign-in (no `before`) announces nothing.
 */
export function chatAlerts(
  before: ReadonlyMap<string, number> | null,
  conversations: readonly ChatConversationView[],
  openSlug: string | null,
  focused: boolean,
): ChatAlerts {
  if (!before) return { toasts: [], sound: false };
  const toasts: string[] = [];
  let sound = false;
  for (const c of conversations) {
    if (c.unread_count <= (before.get(c.chat_id) ?? 0)) continue;
    if (c.other.slug === openSlug) {
      if (!focused) sound = true;
      continue;
    }
    toasts.push(`${CHAT_MESSAGES.incoming(c.other.login)}: ${c.last_text}`);
    sound = true;
  }
  return { toasts, sound };
}
