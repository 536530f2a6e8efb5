import { MarketplaceSearchModule } from './marketplace/search/search.module.js';
import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule } from './audit/audit.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { CustomersModule } from './customers/customers.module.js';
import { ContentModule } from './content/content.module.js';
import { FinanceModule } from './finance/finance.module.js';
import { HealthModule } from './health/health.module.js';
import type { Projection } from '@flirtwire/projections';
import type { ProjectorRole, ReadSideGate } from './read-side/projection-host.js';
import { IdentityModule } from './identity/identity.module.js';
import { EventStoreModule } from './infrastructure/event-store/event-store.module.js';
import { ReadStoreModule } from './infrastructure/read-store/read-store.module.js';
// chat
import { ChatModule } from './chat/chat.module.js';
// marketplace: listings
import { MarketplaceModule } from './marketplace/marketplace.module.js';
// feedback and favorites
import { FeedbackModule } from './marketplace/feedback/feedback.module.js';
import { MailModule } from './mail/mail.module.js';
// calls
import { CallsModule } from './calls/calls.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { PlatformModule } from './platform/platform.module.js';
import { ReadSideModule } from './read-side/read-side.module.js';
import { ReadYourWritesModule } from './read-side/read-your-writes/read-your-writes.module.js';
import { AuthModule } from './shared/auth/auth.module.js';
import { SubscriptionsModule } from './subscriptions/subscriptions.module.js';
import { CommandsModule } from './shared/commands/commands.module.js';
import { ThrottleModule } from './shared/http/throttle/throttle.module.js';
import type { Clock } from './shared/domain/clock.js';
// goodies
import { GoodiesModule } from './goodies/goodies.module.js';

/** The whole application; bounded contexts are imported here, one module each. */
@Module({})
export class AppModule {
  static forRoot(
    config: AppConfig,
    options: {
      clock?: Clock;
      projections?: readonly Projection[];
      projectionGate?: ReadSideGate;
      /** Set in the projector process (`main.js projector`, docs/adr/0099). */
      projector?: ProjectorRole;
    } = {},
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, options.clock),
        CqrsModule.forRoot(),
        EventStoreModule,
        ReadStoreModule,
        ReadSideModule.forRoot(options.projections, options.projectionGate, options.projector),
        AuthModule,
        CommandsModule,
        ThrottleModule,
        HealthModule,
        PlatformModule,
        PaymentsModule,
        SubscriptionsModule,
        IdentityModule,
        CustomersModule,
        AuditModule,
        ContentModule,
        FinanceModule,
        // chat
        ChatModule,
        // marketplace: listings
        MarketplaceModule,
        // feedback and favorites
        FeedbackModule,
        // paid mail
        MailModule,
        // goodies
        GoodiesModule,
        // marketplace search
        MarketplaceSearchModule,
        // calls
        CallsModule,
        // Last: its global guard waits for the read side after every other guard let the request in.
        ReadYourWritesModule,
      ],
    };
  }
}
