import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { Uuid } from '../shared/ids.js';
import { formatCents, NonNegativeCents } from '../shared/money.js';
import { safeText } from '../shared/names.js';
import { CHAT_MESSAGES, CHAT_MESSAGE_MAX_CHARS } from './chat.constants.js';
export { CHAT_MESSAGES, CHAT_MESSAGE_MAX_CHARS } from './chat.constants.js';

/** A Flirt's chat price per volley when they set none: $0.99. */
export const DEFAULT_CHAT_VOLLEY_CENTS = 99;
/** Messages per page of a conversation. */
export const CHAT_PAGE_SIZE = 50;

/**
 * The message classes of a chat message (the realtime message's `message_class`): a text, a
 * photo from the Flirt's file manager, a customer's gift (a tip sent in the chat), and a
 * Flirt's gift request (an amount the customer can pay with one click).
 */
export const CHAT_MESSAGE_CLASSES = [
  'other',
  'photo_message',
  'gift_message',
  'gift_request_message',
] as const;
export const ChatMessageClass = z.enum(CHAT_MESSAGE_CLASSES);
export type ChatMessageClass = z.infer<typeof ChatMessageClass>;

/** What a message says in the conversation list, a toast or a notification (`content_to_show_in_alert`). */
export function chatAlertText(message: {
  readonly messageClass?: ChatMessageClass | undefined;
  readonly text: string;
  readonly giftCents?: number | null | undefined;
}): string {
  const amount = formatCents(message.giftCents ?? 0);
  switch (message.messageClass ?? 'other') {
    case 'photo_message':
      return message.text || 'Sent a photo';
    case 'gift_message':
      return `Sent a gift of ${amount}`;
    case 'gift_request_message':
      return `Asked for a gift of ${amount}`;
    case 'other':
      return message.text;
  }
}

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
      /** The message (a caption, possibly empty, for a photo, gift or gift request). */
      text: z.string().max(CHAT_MESSAGE_MAX_CHARS),
      at: IsoTime,
      /** Absent on messages recorded before the message classes: a text ('other'). */
      messageClass: ChatMessageClass.optional(),
      /** A photo message's file-manager item. */
      mediaId: Uuid.optional(),
      /** A gift's or gift request's amount. */
      giftCents: NonNegativeCents.optional(),
      /** A gift's tip (`TipSent`, so earnings count it). */
      tipId: z.string().optional(),
      /** The gift request a gift pays. */
      requestId: z.string().optional(),
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

/**
 * POST /client_api/chats/{id}/messages. `kind` text (the default) needs `text`; photo needs
 * `media_id` (a Flirt's file-manager image); gift needs `amount_text`, or `request_id` to pay a
 * gift request for its amount; gift_request needs `amount_text`. `text` is the caption otherwise.
 */
export const SendChatMessageBody = z
  .object({
    kind: z.enum(['text', 'photo', 'gift', 'gift_request']).default('text'),
    text: safeText({ error: CHAT_MESSAGES.blank }, { multiline: true })
      .trim()
      .max(CHAT_MESSAGE_MAX_CHARS, CHAT_MESSAGES.tooLong)
      .default(''),
    media_id: z.string().max(100).optional(),
    amount_text: z
      .string()
      .regex(/^\s*\d+(?:\.\d{1,2})?\s*$/, CHAT_MESSAGES.amountRequired)
      .optional(),
    request_id: z.string().max(100).optional(),
  })
  .superRefine((body, context) => {
    if (body.kind === 'text' && body.text === '')
      context.addIssue({ code: 'custom', path: ['text'], message: CHAT_MESSAGES.blank });
    if (body.kind === 'photo' && !body.media_id)
      context.addIssue({
        code: 'custom',
        path: ['media_id'],
        message: CHAT_MESSAGES.photoRequired,
      });
    const needsAmount = body.kind === 'gift_request' || (body.kind === 'gift' && !body.request_id);
    if (needsAmount && !body.amount_text)
      context.addIssue({
        code: 'custom',
        path: ['amount_text'],
        message: CHAT_MESSAGES.amountRequired,
      });
  });
export type SendChatMessageBody = z.infer<typeof SendChatMessageBody>;
/** What a client sends (kind and text may be left out). */
export type SendChatMessageInput = z.input<typeof SendChatMessageBody>;

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
  last_message_class: ChatMessageClass.optional(),
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
  message_class: ChatMessageClass.default('other'),
  /** A photo message's image, signed for the viewer (null while processing or removed). */
  photo: z
    .object({ url: z.string(), thumbnail_url: z.string().nullable() })
    .nullable()
    .default(null),
  /** A gift's or gift request's amount. */
  gift_cents: z.number().int().default(0),
  /** A gift request: whether the customer paid it (a gift: the request it paid). */
  request_paid: z.boolean().default(false),
  request_id: z.string().nullable().default(null),
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
