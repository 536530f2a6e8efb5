import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { NoTelephony } from './no-telephony.js';
import { SandboxTelephony } from './sandbox/sandbox-telephony.js';
import { TELEPHONY_PROVIDER, type TelephonyProvider } from './telephony.port.js';

/**
 * The telephony provider behind `TELEPHONY_PROVIDER`, chosen by TELEPHONY_PROVIDER: the sandbox
 * (outside production, or in production with TELEPHONY_SANDBOX=allow) or none. A real
 * provider's adapter joins here, with a webhook controller that reports CallProgress.
 */
@Global()
@Module({
  providers: [
    {
      provide: TELEPHONY_PROVIDER,
      inject: [APP_CONFIG, CLOCK],
      useFactory: (config: AppConfig, clock: Clock): TelephonyProvider =>
        config.telephonyProvider === 'sandbox' ? new SandboxTelephony(clock) : new NoTelephony(),
    },
  ],
  exports: [TELEPHONY_PROVIDER],
})
export class TelephonyModule {}
