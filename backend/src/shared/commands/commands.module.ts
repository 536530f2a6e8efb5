import { join } from 'node:path';
import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import {
  IDEMPOTENCY_RECORDS,
  type IdempotencyRecords,
  SqliteIdempotencyRecords,
} from '../../infrastructure/idempotency/idempotency-records.js';
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
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new SqliteIdempotencyRecords(join(config.dataDir, 'idempotency.db')),
    },
    { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
  ],
  exports: [CommandProcessor, IDEMPOTENCY_RECORDS],
})
export class CommandsModule implements OnApplicationShutdown {
  constructor(@Inject(IDEMPOTENCY_RECORDS) private readonly records: IdempotencyRecords) {}

  async onApplicationShutdown(): Promise<void> {
    await this.records.close();
  }
}
