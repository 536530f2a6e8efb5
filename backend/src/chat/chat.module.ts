import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { BulkChatDelivery } from './bulk-delivery/bulk-chat-delivery.reactor.js';
import { ChatFields } from './chat-fields.js';
import { ChatParties } from './chat-parties.js';
import { ChatViews } from './chat-views.js';
import { ChatsController } from './chats.http.js';
import { MarkChatReadHandler, SendChatMessageHandler } from './send-chat-message.handler.js';
import { CustomerPaymentsModule } from '../payments/customer-payments.module.js';

/** Paid chat between a customer and a Flirt (docs/adr/0109). */
@Module({
  imports: [
    IdentityModule,
    SubscriptionsModule,
    // site dollars: the payment seam
    CustomerPaymentsModule,
  ],
  controllers: [ChatsController],
  providers: [
    BulkChatDelivery,
    ChatParties,
    ChatViews,
    ChatFields,
    SendChatMessageHandler,
    MarkChatReadHandler,
  ],
})
export class ChatModule {}
