import {
  Global,
  Inject,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { READ_STORE, type ReadStore } from '@flirtwire/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { HealthRegistry } from '../../health/health-checks.js';
import { createReadStore } from './create-read-store.js';
import { EmbeddedReadStore } from './embedded/embedded-read-store.js';

/** The read store (READ_STORE_URL) for every module, reported on /health, closed on shutdown. */
@Global()
@Module({
  providers: [
    {
      provide: READ_STORE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createReadStore(config.readStoreUrl),
    },
  ],
  exports: [READ_STORE],
})
export class ReadStoreModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly health: HealthRegistry,
  ) {}

  onModuleInit(): void {
    this.health.register({
      name: 'readStore',
      run: async () => {
        const collections = await this.store.listCollections();
        return {
          engine: this.store.describe(),
          collections: collections.length,
          ...(this.store instanceof EmbeddedReadStore
            ? { documents: this.store.stats().documents }
            : {}),
        };
      },
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
