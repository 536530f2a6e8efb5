import {
  chatAlertText,
  type ChatEvent,
  type ChatMessageClass,
  type ChatSender,
  type EnvelopeOf,
  READ_MODELS,
} from '@flirtwire/contracts';
import { defineProjection, type DocumentOp, documentOp, ownedByUser } from '../projection.js';

export const CHAT_CONVERSATIONS = READ_MODELS.chatConversations;
export const CHAT_MESSAGE_ROWS = READ_MODELS.chatMessages;

/** One side's view of a conversation: `<chatId>:<side>`, owned by that side's person. */
export type ChatConversationRow = {
  _id: string;
  chatId: string;
  side: ChatSender;
  userId: string;
  otherId: string;
  creatorId: string;
  customerId: string;
  /** The last message's alert text (a photo, gift or gift request says what it is). */
  lastText: string;
  lastMessageClass?: ChatMessageClass;
  lastMessageAt: string;
  /** The other side's messages this side has not read. */
  unread: number;
  /** This side has read everything the other side sent before this position. */
  readPosition: number;
  /** The other side has read this side's messages sent before this position. */
  otherReadPosition: number;
};

/** One message: `<chatId>:<messageId>`, ordered by its global position. */
export type ChatMessageRow = {
  _id: string;
  chatId: string;
  messageId: string;
  from: ChatSender;
  text: string;
  at: string;
  position: number;
  amountCents: number;
  paidBy: 'card' | 'perk' | 'none' | 'site_dollars';
  messageClass?: ChatMessageClass;
  mediaId?: string;
  giftCents?: number;
  /** A gift: the request it paid. */
  requestId?: string;
  /** A gift request: a gift paid it. */
  requestPaid?: boolean;
};

const sides = (data: { creatorId: string; customerId: string }) =>
  [
    { side: 'flirt', userId: data.creatorId, otherId: data.customerId },
    { side: 'customer', userId: data.customerId, otherId: data.creatorId },
  ] as const;

/**
 * The chat read side: each person's conversation list (last message, unread count) and the
 * messages of each conversation. Both parties' rows change with every message, so both get a
 * realtime notice on their private topic and the recipient's screen updates live.
 */
export const chatsProjection = defineProjection<EnvelopeOf<ChatEvent>>({
  name: 'chats',
  version: 1,
  // Each document is one conversation (one Flirt's), from that Flirt's activity events: one bus
  // key, one topic (docs/adr/0124).
  partitioned: true,
  eventTypes: ['ChatMessageSent', 'ChatMessagesRead'],
  collections: {
    [CHAT_CONVERSATIONS]: { indexes: [{ key: { userId: 1, lastMessageAt: -1 } }] },
    [CHAT_MESSAGE_ROWS]: { indexes: [{ key: { chatId: 1, position: -1 } }] },
  },
  handle: (event): DocumentOp[] => {
    if (event.type === 'ChatMessagesRead') {
      const d = event.data;
      const reader = sides(d).find((s) => s.side === d.reader);
      if (!reader) return [];
      return sides(d).map((s) =>
        documentOp<ChatConversationRow>(
          CHAT_CONVERSATIONS,
          {
            updateOne: {
              filter: { _id: `${d.chatId}:${s.side}` },
              update:
                s.side === d.reader
                  ? { $set: { unread: 0 }, $max: { readPosition: event.position } }
                  : { $max: { otherReadPosition: event.position } },
            },
          },
          { owner: ownedByUser(s.userId), id: `${d.chatId}:${s.side}` },
        ),
      );
    }
    const d = event.data;
    const message = documentOp<ChatMessageRow>(
      CHAT_MESSAGE_ROWS,
      {
        replaceOne: {
          filter: { _id: `${d.chatId}:${d.messageId}` },
          replacement: {
            chatId: d.chatId,
            messageId: d.messageId,
            from: d.from,
            text: d.text,
            at: d.at,
            position: event.position,
            amountCents: d.amountCents,
            paidBy: d.paidBy,
            messageClass: d.messageClass ?? 'other',
            ...(d.mediaId ? { mediaId: d.mediaId } : {}),
            ...(d.giftCents === undefined ? {} : { giftCents: d.giftCents }),
            ...(d.requestId ? { requestId: d.requestId } : {}),
          },
          upsert: true,
        },
      },
      { owner: null },
    );
    // A gift that pays a request marks the request paid (the request came earlier in the stream).
    const paidRequest = d.requestId
      ? [
          documentOp<ChatMessageRow>(
            CHAT_MESSAGE_ROWS,
            {
              updateOne: {
                filter: { _id: `${d.chatId}:${d.requestId}` },
                update: { $set: { requestPaid: true } },
              },
            },
            { owner: null },
          ),
        ]
      : [];
    const rows = sides(d).map((s) =>
      documentOp<ChatConversationRow>(
        CHAT_CONVERSATIONS,
        {
          updateOne: {
            filter: { _id: `${d.chatId}:${s.side}` },
            update: {
              $set: {
                lastText: chatAlertText(d),
                lastMessageClass: d.messageClass ?? 'other',
                lastMessageAt: d.at,
              },
              $inc: { unread: s.side === d.from ? 0 : 1 },
              $setOnInsert: {
                chatId: d.chatId,
                side: s.side,
                userId: s.userId,
                otherId: s.otherId,
                creatorId: d.creatorId,
                customerId: d.customerId,
                readPosition: 0,
                otherReadPosition: 0,
              },
            },
            upsert: true,
          },
        },
        { owner: ownedByUser(s.userId), id: `${d.chatId}:${s.side}` },
      ),
    );
    return [message, ...paidRequest, ...rows];
  },
});
