import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { ChainedEventStore } from './chained-event-store.js';
import { createEventStore } from './create-event-store.js';
import { EVENT_STORE } from './event-store.port.js';

@Global()
@Module({
  providers: [
    {
      provide: EVENT_STORE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createEventStore(config.eventStoreUrl),
    },
  ],
  exports: [EVENT_STORE],
})
export class EventStoreModule implements OnApplicationShutdown {
  constructor(@Inject(EVENT_STORE) private readonly store: ChainedEventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
