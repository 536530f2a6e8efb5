import { join } from 'node:path';
import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { NoPayoutRails } from './none/no-payout-rails.js';
import { PAYOUT_RAILS_PORT, type PayoutRails } from './payout-rail.port.js';
import { SandboxPayoutRails } from './sandbox/sandbox-payout-rails.js';

/**
 * The payout service behind `PAYOUT_RAILS_PORT`, chosen by PAYOUTS_PROCESSOR the way the card
 * processor is: the sandbox outside production (or in production with PAYOUTS_SANDBOX=allow),
 * else none (the files finance hands out are the rail).
 */
@Global()
@Module({
  providers: [
    {
      provide: PAYOUT_RAILS_PORT,
      inject: [APP_CONFIG, CLOCK],
      useFactory: (config: AppConfig, clock: Clock): PayoutRails =>
        config.payoutsProcessor === 'sandbox'
          ? new SandboxPayoutRails(join(config.dataDir, 'sandbox-payouts.db'), clock)
          : new NoPayoutRails(),
    },
  ],
  exports: [PAYOUT_RAILS_PORT],
})
export class PayoutRailsModule implements OnApplicationShutdown {
  constructor(@Inject(PAYOUT_RAILS_PORT) private readonly rails: PayoutRails) {}

  onApplicationShutdown(): void {
    if (this.rails instanceof SandboxPayoutRails) this.rails.close();
  }
}
