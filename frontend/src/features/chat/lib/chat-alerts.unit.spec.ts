import type { ChatConversationView } from '@flirtwire/contracts';
import { describe, expect, it } from '@jest/globals';
import { chatAlerts } from './chat-alerts';

const conversation = (slug: string, unread: number, text = 'hi'): ChatConversationView => ({
  chat_id: `chat-${slug}`,
  other: { id: slug, login: slug.toUpperCase(), slug, is_advisor: true },
  last_text: text,
  last_message_at: '2026-01-01T00:00:00.000Z',
  unread_count: unread,
});

describe('the chat alerts', () => {
  const before = new Map([
    ['chat-ann', 0],
    ['chat-bea', 1],
  ]);

  it('toasts with the alert text and plays the sound for news in a conversation not on screen', () => {
    expect(
      chatAlerts(
        before,
        [conversation('ann', 1, 'Sent a gift of $5.00'), conversation('bea', 1)],
        null,
        true,
      ),
    ).toEqual({ toasts: ['New message from ANN: Sent a gift of $5.00'], sound: true });
  });

  it('plays only the sound for the open conversation while the window is not focused', () => {
    expect(chatAlerts(before, [conversation('ann', 1)], 'ann', false)).toEqual({
      toasts: [],
      sound: true,
    });
    expect(chatAlerts(before, [conversation('ann', 1)], 'ann', true)).toEqual({
      toasts: [],
      sound: false,
    });
  });

  it('announces nothing for the first list, nor when nothing new arrived', () => {
    expect(chatAlerts(null, [conversation('ann', 3)], null, false)).toEqual({
      toasts: [],
      sound: false,
    });
    expect(chatAlerts(before, [conversation('bea', 1)], null, false).sound).toBe(false);
  });
});
