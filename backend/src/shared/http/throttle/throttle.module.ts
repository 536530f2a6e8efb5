import { Global, Module } from '@nestjs/common';
import { READ_STORE, type ReadStore } from '@flirtwire/projections';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { InMemoryRateLimiter, RATE_LIMITER } from '../../../identity/security/rate-limiter.js';
import { ReadStoreRateLimiter } from '../../../identity/security/read-store-rate-limiter.js';
import { ThrottleGuard } from './throttle.guard.js';

/**
 * The rate limiter every context shares (sign-in attempts, throttles on money and messaging).
 * It follows the read store's engine, like the idempotency keys (docs/adr/0003): on MongoDB
 * every app instance counts in one collection; the embedded deployment is one process, whose
 * memory holds the counts.
 */
@Global()
@Module({
  providers: [
    {
      provide: RATE_LIMITER,
      inject: [APP_CONFIG, READ_STORE],
      useFactory: (config: AppConfig, readStore: ReadStore) =>
        config.readStoreUrl.startsWith('embedded:')
          ? new InMemoryRateLimiter()
          : new ReadStoreRateLimiter(readStore),
    },
    ThrottleGuard,
  ],
  exports: [RATE_LIMITER, ThrottleGuard],
})
export class ThrottleModule {}
