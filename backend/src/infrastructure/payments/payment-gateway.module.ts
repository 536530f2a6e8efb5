import { join } from 'node:path';
import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { PAYMENT_GATEWAY } from './payment-gateway.port.js';
import { SandboxGatewayController } from './sandbox/sandbox-gateway.http.js';
import { SandboxPaymentGateway } from './sandbox/sandbox-payment-gateway.js';

/**
 * The payment processor behind `PAYMENT_GATEWAY`. Only the sandbox exists so far; a real
 * processor's adapter joins here, selected by configuration.
 */
@Global()
@Module({
  controllers: [SandboxGatewayController],
  providers: [
    {
      provide: PAYMENT_GATEWAY,
      inject: [APP_CONFIG, CLOCK],
      useFactory: (config: AppConfig, clock: Clock) =>
        new SandboxPaymentGateway(join(config.dataDir, 'sandbox-gateway.db'), clock),
    },
  ],
  exports: [PAYMENT_GATEWAY],
})
export class PaymentGatewayModule implements OnApplicationShutdown {
  constructor(@Inject(PAYMENT_GATEWAY) private readonly gateway: SandboxPaymentGateway) {}

  onApplicationShutdown(): void {
    this.gateway.close();
  }
}
