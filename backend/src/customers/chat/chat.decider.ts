import type { CustomerEventOf } from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';

type ChatEvent = CustomerEventOf<'ChatMessageSentToCustomers'>;

export interface SendChatMessage {
  readonly type: 'SendChatMessage';
  readonly creatorId: string;
  readonly messageId: string;
  readonly message: string;
  /** Customers in batches (each batch one event, appended together). */
  readonly batches: readonly (readonly string[])[];
}

/** What the stream holds so far: deciding needs none of it, an auditor's time travel shows it. */
export interface ChatState {
  /** Messages sent (the batches of one message are appended together, one after another). */
  readonly messages: number;
  /** Deliveries: one per customer a message went to. */
  readonly deliveries: number;
  readonly lastMessageId: string | null;
}

/**
 * Chat messages a Flirt sends from My Customers (`customer-chat-<creatorId>`). Nothing to
 * decide beyond the batches: who may receive it (not blocked, the Flirt's own customers) is
 * settled by the handler from the read model.
 */
export const chatDecider: Decider<ChatState, SendChatMessage, ChatEvent> = {
  name: 'customer-chat',
  eventTypes: ['ChatMessageSentToCustomers'],
  initialState: { messages: 0, deliveries: 0, lastMessageId: null },
  evolve: (state, event) => ({
    messages: state.messages + (event.data.messageId === state.lastMessageId ? 0 : 1),
    deliveries: state.deliveries + event.data.customerIds.length,
    lastMessageId: event.data.messageId,
  }),
  decide: (command) =>
    command.batches
      .filter((customerIds) => customerIds.length > 0)
      .map((customerIds) => ({
        type: 'ChatMessageSentToCustomers',
        data: {
          creatorId: command.creatorId,
          messageId: command.messageId,
          customerIds: [...customerIds],
          message: command.message,
        },
      })),
};
