import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { Uuid } from '../shared/ids.js';
import { NonNegativeCents } from '../shared/money.js';

/** A chat message holds at most this many characters. */
export const CHAT_MESSAGE_MAX_CHARS = 1000;
/** A Flirt's chat price per volley when they set none: $0.99. */
export const DEFAULT_CHAT_VOLLEY_CENTS = 99;
/** Messages per page of a conversation. */
export const CHAT_PAGE_SIZE = 50;

export const CHAT_MESSAGES = {
  blank: "can't be blank",
  tooLong: `must be at most ${String(CHAT_MESSAGE_MAX_CHARS)} characters`,
  notFound: 'No such conversation.',
  yourself: 'You cannot chat with yourself.',
  notAFlirt: 'Chat is only between a customer and a Flirt.',
  unavailable: 'This Flirt is not available for chat.',
  blocked: 'You cannot chat with this person.',
  cardRequired: 'Please add a credit card before starting a chat.',
  noVolleyToAnswer: 'The customer has to write first.',
  emptyList: 'You have no conversations yet.',
  incoming: (from: string) => `New message from ${from}`,
} as const;

const IsoTime = z.iso.datetime({ offset: true });
export const ChatSender = z.enum(['customer', 'flirt']);
export type ChatSender = z.infer<typeof ChatSender>;

/**
 * One conversation between a customer and a Flirt, stream `conversation-<creatorId>-<customerId>`
 * (chat id `<creatorId>-<customerId>`). A volley is a customer's message and the Flirt's
 * answer: the customer's first message of a volley opens it (paid then, by the package perk or
 * the card, and recorded as the same `ChatVolleyBilled` the service API records), the Flirt's
 * answer closes it.
 */
export const chatEvents = {
  ChatMessageSent: defineEvent(
    z.object({
      chatId: z.string(),
      messageId: z.string(),
      creatorId: Uuid,
      customerId: Uuid,
      from: ChatSender,
      text: z.string().min(1).max(CHAT_MESSAGE_MAX_CHARS),
      at: IsoTime,
      /** The volley this message opened (customer) or closed (Flirt); null otherwise. */
      volleyId: z.string().nullable(),
      /** What the opening message cost the customer (0 when a package perk paid it). */
      amountCents: NonNegativeCents,
      paidBy: z.enum(['card', 'perk', 'none', 'site_dollars']),
    }),
  ),
  /** The reader's side saw the other side's messages up to `at`. */
  ChatMessagesRead: defineEvent(
    z.object({
      chatId: z.string(),
      creatorId: Uuid,
      customerId: Uuid,
      reader: ChatSender,
      at: IsoTime,
    }),
  ),
};
export type ChatEvent = EventsOf<typeof chatEvents>;

export const SendChatMessageBody = z.object({
  text: z
    .string({ error: CHAT_MESSAGES.blank })
    .trim()
    .min(1, CHAT_MESSAGES.blank)
    .max(CHAT_MESSAGE_MAX_CHARS, CHAT_MESSAGES.tooLong),
});
export type SendChatMessageBody = z.infer<typeof SendChatMessageBody>;

export const ChatMessagesParams = z.object({
  /** Messages before this message id (older page); absent: the newest page. */
  before: z.string().max(100).optional(),
});
export type ChatMessagesParams = z.infer<typeof ChatMessagesParams>;

export const ChatParty = z.object({
  id: z.string(),
  login: z.string(),
  slug: z.string(),
  is_advisor: z.boolean(),
});
export type ChatParty = z.infer<typeof ChatParty>;

export const ChatConversationView = z.object({
  chat_id: z.string(),
  other: ChatParty,
  last_text: z.string(),
  last_message_at: z.string(),
  unread_count: z.number().int(),
});
export type ChatConversationView = z.infer<typeof ChatConversationView>;

export const ChatListResponse = z.object({
  conversations: z.array(ChatConversationView),
  empty_message: z.string().nullable(),
});
export type ChatListResponse = z.infer<typeof ChatListResponse>;

export const ChatMessageView = z.object({
  id: z.string(),
  from: ChatSender,
  mine: z.boolean(),
  text: z.string(),
  at: z.string(),
  status: z.enum(['sent', 'delivered', 'read']),
  amount_cents: z.number().int(),
  paid_by: z.enum(['card', 'perk', 'none', 'site_dollars']),
});
export type ChatMessageView = z.infer<typeof ChatMessageView>;

export const ChatMessagesResponse = z.object({
  chat_id: z.string(),
  other: ChatParty,
  price_cents: z.number().int(),
  messages: z.array(ChatMessageView),
  /** Pass as `before` for the older page; null at the start. */
  next_cursor: z.string().nullable(),
});
export type ChatMessagesResponse = z.infer<typeof ChatMessagesResponse>;

export const SendChatMessageResponse = z.object({
  streamId: z.string(),
  revision: z.number().int(),
  position: z.number().int(),
  message: ChatMessageView,
});
export type SendChatMessageResponse = z.infer<typeof SendChatMessageResponse>;
