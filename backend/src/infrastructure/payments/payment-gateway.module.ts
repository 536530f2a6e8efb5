import { join } from 'node:path';
import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { NoPaymentGateway } from './none/no-payment-gateway.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.port.js';
import { SandboxGatewayController } from './sandbox/sandbox-gateway.http.js';
import { SandboxPaymentGateway } from './sandbox/sandbox-payment-gateway.js';

/**
 * The payment processor behind `PAYMENT_GATEWAY`, chosen by PAYMENTS_PROCESSOR: the sandbox
 * (outside production, or in production with PAYMENTS_SANDBOX=allow) or none. A real
 * processor's adapter joins here.
 */
@Global()
@Module({
  controllers: [SandboxGatewayController],
  providers: [
    {
      provide: PAYMENT_GATEWAY,
      inject: [APP_CONFIG, CLOCK],
      useFactory: (config: AppConfig, clock: Clock): PaymentGateway =>
        config.paymentsProcessor === 'sandbox'
          ? new SandboxPaymentGateway(join(config.dataDir, 'sandbox-gateway.db'), clock)
          : new NoPaymentGateway(),
    },
  ],
  exports: [PAYMENT_GATEWAY],
})
export class PaymentGatewayModule implements OnApplicationShutdown {
  constructor(@Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway) {}

  onApplicationShutdown(): void {
    if (this.gateway instanceof SandboxPaymentGateway) this.gateway.close();
  }
}
