import { CHAT_MESSAGES, type ChatEvent, type ChatSender } from '@flirtwire/contracts';
import type { Decider } from '../shared/domain/decider.js';
import { DomainError } from '../shared/errors.js';

/** How the customer paid for the volley a message opens. */
export interface VolleyPayment {
  readonly volleyId: string;
  readonly amountCents: number;
  readonly paidBy: 'card' | 'perk' | 'site_dollars';
}

export interface SendChatMessage {
  readonly type: 'SendChatMessage';
  readonly chatId: string;
  readonly messageId: string;
  readonly creatorId: string;
  readonly customerId: string;
  readonly from: ChatSender;
  readonly text: string;
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
  /** The volley the customer opened and the Flirt has not answered yet. */
  readonly openVolleyId: string | null;
  readonly unread: Readonly<Record<ChatSender, number>>;
}

export const initialConversationState: ConversationState = {
  messageIds: [],
  openVolleyId: null,
  unread: { customer: 0, flirt: 0 },
};

/** Whether a message from this side would open a new (paid) volley. */
export function opensVolley(state: ConversationState, from: ChatSender): boolean {
  return from === 'customer' && state.openVolleyId === null;
}

const other = (side: ChatSender): ChatSender => (side === 'customer' ? 'flirt' : 'customer');

/**
 * A conversation between one customer and one Flirt. A volley is the customer's message and the
 * Flirt's answer: the customer's first message after an answer (or ever) opens a volley and must
 * arrive paid; further customer messages ride on the open volley; the Flirt's next message
 * closes it. A repeated message id records nothing (a retry). Blocked pairs cannot chat.
 */
export const conversationDecider: Decider<ConversationState, ConversationCommand, ChatEvent> = {
  name: 'conversation',
  eventTypes: ['ChatMessageSent', 'ChatMessagesRead'],
  initialState: initialConversationState,
  evolve(state, event) {
    switch (event.type) {
      case 'ChatMessageSent': {
        const { from, volleyId } = event.data;
        const openVolleyId =
          from === 'customer'
            ? (volleyId ?? state.openVolleyId)
            : volleyId
              ? null
              : state.openVolleyId;
        const reader = other(from);
        return {
          messageIds: [...state.messageIds, event.data.messageId],
          openVolleyId,
          unread: { ...state.unread, [reader]: state.unread[reader] + 1 },
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
    const opening = opensVolley(state, command.from);
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
        },
      },
    ];
  },
};
