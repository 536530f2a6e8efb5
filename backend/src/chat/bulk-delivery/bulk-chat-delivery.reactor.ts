import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type AnyEventEnvelope, chatIdOf, conversationStreamId } from '@flirtwire/contracts';
import { defineReactor } from '@flirtwire/projections';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { CommandProcessor, type CommandContext } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { idFromKey } from '../../shared/domain/ids.js';
import { MoneyFacts } from '../../subscriptions/money-facts.js';
import { conversationDecider } from '../conversation.decider.js';

/** The reactor's name and events. */
const BULK_CHAT_DELIVERY = {
  name: 'bulk-chat-delivery',
  eventTypes: ['ChatMessageSentToCustomers'],
} as const;
type Reacted = Extract<AnyEventEnvelope, { type: (typeof BULK_CHAT_DELIVERY.eventTypes)[number] }>;

/** One customer's copy of a message sent to many: the same id on every retry. */
function deliveredMessageId(messageId: string, customerId: string): string {
  return idFromKey('bulk-chat', messageId, customerId);
}

/**
 * Puts a message the Flirt sent from My Customers (to one customer or many) into each
 * customer's conversation, as the Flirt's message: it shows in /chat on both sides, live, and
 * answers an open volley like any message of the Flirt's. A reactor (docs/adr/0099): a repeat
 * after a crash records nothing, because the conversation refuses a message id it has. The
 * contact is already counted by the bulk event itself, so no `MessageExchanged` is recorded
 * here. A pair blocked by the time the message is delivered gets nothing.
 */
@Injectable()
export class BulkChatDelivery implements OnModuleInit {
  constructor(
    private readonly host: ProjectionHost,
    private readonly commands: CommandProcessor,
    private readonly facts: MoneyFacts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.host.register(
      defineReactor<Reacted>({
        ...BULK_CHAT_DELIVERY,
        // The copies are for the chat screens: an app without the chat read side (a test app
        // with a few projections) leaves the reactor idle.
        after: ['chats'],
        handle: (event) => this.deliver(event),
      }),
    );
  }

  private async deliver(event: Reacted): Promise<void> {
    const { creatorId, customerIds, messageId, message } = event.data;
    const context: CommandContext = {
      correlationId: event.metadata.correlationId,
      causationId: event.id,
      actor: { id: BULK_CHAT_DELIVERY.name, role: 'system' },
      now: this.clock.now(),
    };
    for (const customerId of customerIds) {
      if (await this.facts.blocked(creatorId, customerId)) continue;
      await this.commands.handle(
        conversationStreamId(creatorId, customerId),
        conversationDecider,
        {
          type: 'SendChatMessage',
          content: { kind: 'text' },
          chatId: chatIdOf(creatorId, customerId),
          messageId: deliveredMessageId(messageId, customerId),
          creatorId,
          customerId,
          from: 'flirt',
          text: message,
          at: event.occurredAt,
          blocked: false,
          payment: null,
        },
        context,
      );
    }
  }
}
