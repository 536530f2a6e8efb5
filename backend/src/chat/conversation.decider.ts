import {
  CHAT_MESSAGES,
  type ChatEvent,
  type ChatMessageClass,
  type ChatSender,
  DEFAULT_CHAT_VOLLEY_CENTS,
  TIP_MAX_CENTS,
  TIP_MESSAGES,
  TIP_MIN_CENTS,
} from '@flirtwire/contracts';
import type { Decider } from '../shared/domain/decider.js';
import { DomainError, NotFoundError, ValidationError } from '../shared/errors.js';

/** How the customer paid for the volley a message opens. */
export interface VolleyPayment {
  readonly volleyId: string;
  readonly amountCents: number;
  readonly paidBy: 'card' | 'perk' | 'site_dollars';
}

/**
 * What a message carries besides its text: nothing (a text), a photo from the sender's file
 * manager, a gift (a tip sent in the chat, optionally paying a gift request) or a gift request.
 */
export type ChatContent =
  | { readonly kind: 'text' }
  | {
      readonly kind: 'photo';
      readonly mediaId: string;
      /** The item is one of the sender's own live images (gathered by the handler). */
      readonly ownImage: boolean;
    }
  | {
      readonly kind: 'gift';
      /** As typed; null when the gift pays a request (its amount is the request's). */
      readonly amountCents: number | null;
      readonly requestId: string | null;
      /** The recorded tip once paid; null while only checking. */
      readonly tipId: string | null;
    }
  | { readonly kind: 'gift_request'; readonly amountCents: number };

export interface SendChatMessage {
  readonly type: 'SendChatMessage';
  readonly chatId: string;
  readonly messageId: string;
  readonly creatorId: string;
  readonly customerId: string;
  readonly from: ChatSender;
  readonly text: string;
  readonly content: ChatContent;
  readonly at: string;
  /** Either side blocked the other (relationship stream), gathered by the handler. */
  readonly blocked: boolean;
  /** Present when the message opens a volley: the handler paid it before deciding. */
  readonly payment: VolleyPayment | null;
}

export interface MarkChatRead {
  readonly type: 'MarkChatRead';
  readonly chatId: string;
  readonly creatorId: string;
  readonly customerId: string;
  readonly reader: ChatSender;
  readonly at: string;
}

export type ConversationCommand = SendChatMessage | MarkChatRead;

export interface ConversationState {
  readonly messageIds: readonly string[];
  /** How many volleys the customer has opened: the next one's turn number. */
  readonly volleys: number;
  /** The volley the customer opened and the Flirt has not answered yet. */
  readonly openVolleyId: string | null;
  readonly unread: Readonly<Record<ChatSender, number>>;
  /** The Flirt's gift requests by message id: the amount asked and whether a gift paid it. */
  readonly giftRequests: Readonly<Record<string, { amountCents: number; paid: boolean }>>;
}

export const initialConversationState: ConversationState = {
  messageIds: [],
  volleys: 0,
  openVolleyId: null,
  unread: { customer: 0, flirt: 0 },
  giftRequests: {},
};

/**
 * Whether a message from this side would open a new (paid) volley: a customer's text or photo
 * with no volley open. A gift pays for itself, so it neither opens nor rides on a volley.
 */
export function opensVolley(
  state: ConversationState,
  from: ChatSender,
  kind: ChatContent['kind'] = 'text',
): boolean {
  return from === 'customer' && kind !== 'gift' && state.openVolleyId === null;
}

/**
 * The id of the volley the next customer message would open: derived from the conversation and
 * the turn, never from the request, so every message racing to open the same turn names the
 * same volley, and its purchase is paid once (one volley per turn).
 */
export function nextVolleyKey(streamId: string, state: ConversationState): readonly string[] {
  return ['chat-volley', streamId, String(state.volleys)];
}

const amountInRange = (cents: number) => {
  if (cents < TIP_MIN_CENTS || cents > TIP_MAX_CENTS)
    throw new ValidationError({ amount_text: TIP_MESSAGES.amountRange });
};

/**
 * Every rule of a message's class, against the conversation: a photo is a Flirt's own image; a
 * gift comes from the customer, within the tip range, or pays an unpaid gift request of this
 * conversation for its amount; a gift request comes from the Flirt, within the tip range.
 * The handler calls it before charging a gift; the decider again when recording. Returns what
 * a gift costs (0 for the other classes).
 */
export function checkChatContent(
  from: ChatSender,
  content: ChatContent,
  state: ConversationState,
): number {
  switch (content.kind) {
    case 'text':
      return 0;
    case 'photo':
      if (from !== 'flirt')
        throw new DomainError('photo_flirt_only', CHAT_MESSAGES.photoFlirtOnly, 403);
      if (!content.ownImage) throw new ValidationError({ media_id: CHAT_MESSAGES.photoNotYours });
      return 0;
    case 'gift': {
      if (from !== 'customer')
        throw new DomainError('gift_customer_only', CHAT_MESSAGES.giftCustomerOnly, 403);
      if (content.requestId !== null) {
        const request = state.giftRequests[content.requestId];
        if (!request) throw new NotFoundError(CHAT_MESSAGES.requestNotFound, 'request_not_found');
        if (request.paid) throw new DomainError('request_paid', CHAT_MESSAGES.requestPaid, 409);
        return request.amountCents;
      }
      if (content.amountCents === null)
        throw new ValidationError({ amount_text: CHAT_MESSAGES.amountRequired });
      amountInRange(content.amountCents);
      return content.amountCents;
    }
    case 'gift_request':
      if (from !== 'flirt')
        throw new DomainError('gift_request_flirt_only', CHAT_MESSAGES.giftRequestFlirtOnly, 403);
      amountInRange(content.amountCents);
      return 0;
    default: {
      const never: never = content;
      return never;
    }
  }
}

const messageClassOf: Record<ChatContent['kind'], ChatMessageClass> = {
  text: 'other',
  photo: 'photo_message',
  gift: 'gift_message',
  gift_request: 'gift_request_message',
};

/**
 * What a volley costs: the per-volley price of the Flirt's chat listing (listing type 3), the
 * price they set there; $0.99 while they have no chat listing yet.
 */
export function volleyPriceCents(chatListing: {
  readonly exists: boolean;
  readonly content: { readonly priceCents: number } | null;
}): number {
  return chatListing.exists && chatListing.content
    ? chatListing.content.priceCents
    : DEFAULT_CHAT_VOLLEY_CENTS;
}

const other = (side: ChatSender): ChatSender => (side === 'customer' ? 'flirt' : 'customer');

/**
 * A conversation between one customer and one Flirt. A volley is the customer's message and the
 * Flirt's answer: the customer's first message after an answer (or ever) opens a volley and must
 * arrive paid; further customer messages ride on the open volley; the Flirt's next message
 * closes it. A repeated message id records nothing (a retry). Blocked pairs cannot chat.
 * Photos, gifts and gift requests follow `checkChatContent`; a gift arrives already paid (its tip).
 */
export const conversationDecider: Decider<ConversationState, ConversationCommand, ChatEvent> = {
  name: 'conversation',
  eventTypes: ['ChatMessageSent', 'ChatMessagesRead'],
  initialState: initialConversationState,
  evolve(state, event) {
    switch (event.type) {
      case 'ChatMessageSent': {
        const { from, volleyId, messageClass, requestId, giftCents } = event.data;
        const openVolleyId =
          from === 'customer'
            ? (volleyId ?? state.openVolleyId)
            : volleyId
              ? null
              : state.openVolleyId;
        const reader = other(from);
        const giftRequests =
          messageClass === 'gift_request_message'
            ? {
                ...state.giftRequests,
                [event.data.messageId]: { amountCents: giftCents ?? 0, paid: false },
              }
            : messageClass === 'gift_message' && requestId && state.giftRequests[requestId]
              ? {
                  ...state.giftRequests,
                  [requestId]: { ...state.giftRequests[requestId], paid: true },
                }
              : state.giftRequests;
        const opened = from === 'customer' && volleyId !== null && volleyId !== state.openVolleyId;
        return {
          messageIds: [...state.messageIds, event.data.messageId],
          volleys: opened ? state.volleys + 1 : state.volleys,
          openVolleyId,
          unread: { ...state.unread, [reader]: state.unread[reader] + 1 },
          giftRequests,
        };
      }
      case 'ChatMessagesRead':
        return { ...state, unread: { ...state.unread, [event.data.reader]: 0 } };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    const { chatId, creatorId, customerId } = command;
    if (command.type === 'MarkChatRead') {
      if (state.unread[command.reader] === 0) return [];
      return [
        {
          type: 'ChatMessagesRead',
          data: { chatId, creatorId, customerId, reader: command.reader, at: command.at },
        },
      ];
    }
    if (state.messageIds.includes(command.messageId)) return [];
    if (command.blocked) throw new DomainError('blocked', CHAT_MESSAGES.blocked, 403);
    const { content } = command;
    const giftCents = checkChatContent(command.from, content, state);
    if (content.kind === 'gift' && content.tipId === null) {
      throw new DomainError('gift_unpaid', CHAT_MESSAGES.cardRequired, 422);
    }
    const opening = opensVolley(state, command.from, content.kind);
    if (opening && command.payment === null) {
      throw new DomainError('volley_unpaid', CHAT_MESSAGES.cardRequired, 422);
    }
    const payment = opening ? command.payment : null;
    const closes = command.from === 'flirt' ? state.openVolleyId : null;
    return [
      {
        type: 'ChatMessageSent',
        data: {
          chatId,
          messageId: command.messageId,
          creatorId,
          customerId,
          from: command.from,
          text: command.text,
          at: command.at,
          volleyId: payment?.volleyId ?? closes,
          amountCents: payment?.amountCents ?? 0,
          paidBy: payment?.paidBy ?? 'none',
          ...(content.kind === 'text' ? {} : { messageClass: messageClassOf[content.kind] }),
          ...(content.kind === 'photo' ? { mediaId: content.mediaId } : {}),
          ...(content.kind === 'gift'
            ? {
                giftCents,
                ...(content.tipId === null ? {} : { tipId: content.tipId }),
                ...(content.requestId === null ? {} : { requestId: content.requestId }),
              }
            : {}),
          ...(content.kind === 'gift_request' ? { giftCents: content.amountCents } : {}),
        },
      },
    ];
  },
};
