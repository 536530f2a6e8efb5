import { join } from 'node:path';
import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { READ_STORE, type ReadStore } from '@flirtwire/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import {
  IDEMPOTENCY_RECORDS,
  type IdempotencyRecords,
  SqliteIdempotencyRecords,
} from '../../infrastructure/idempotency/idempotency-records.js';
import { ReadStoreIdempotencyRecords } from '../../infrastructure/idempotency/read-store-idempotency-records.js';
import { IdempotencyInterceptor } from '../http/idempotency.interceptor.js';
import { CommandProcessor } from './command-processor.js';

/** The command loop and HTTP idempotency, shared by every bounded context. */
@Global()
@Module({
  providers: [
    {
      provide: CommandProcessor,
      inject: [EVENT_STORE],
      useFactory: (store: EventStore) => new CommandProcessor(store),
    },
    {
      provide: IDEMPOTENCY_RECORDS,
      inject: [APP_CONFIG, READ_STORE],
      // The records follow the read store's engine (docs/adr/0003): MongoDB's collection, shared
      // by every app instance; beside the embedded one, a SQLite file of their own, so they do
      // not sit in the embedded store's memory.
      useFactory: (config: AppConfig, readStore: ReadStore) =>
        config.readStoreUrl.startsWith('embedded:')
          ? new SqliteIdempotencyRecords(
              join(config.dataDir, 'idempotency.db'),
              config.idempotencyLeaseMs,
            )
          : new ReadStoreIdempotencyRecords(readStore, config.idempotencyLeaseMs),
    },
    // On the write routes only (createApp, interceptWriteRoutes).
    IdempotencyInterceptor,
  ],
  exports: [CommandProcessor, IDEMPOTENCY_RECORDS, IdempotencyInterceptor],
})
export class CommandsModule implements OnApplicationShutdown {
  constructor(@Inject(IDEMPOTENCY_RECORDS) private readonly records: IdempotencyRecords) {}

  async onApplicationShutdown(): Promise<void> {
    await this.records.close();
  }
}
