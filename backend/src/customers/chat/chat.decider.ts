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

/**
 * Chat messages a Flirt sends from My Customers (`customer-chat-<creatorId>`). Nothing to
 * decide beyond the batches: who may receive it (not blocked, the Flirt's own customers) is
 * settled by the handler from the read model.
 */
export const chatDecider: Decider<null, SendChatMessage, ChatEvent> = {
  name: 'customer-chat',
  eventTypes: ['ChatMessageSentToCustomers'],
  initialState: null,
  evolve: (state) => state,
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
