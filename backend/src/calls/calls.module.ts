import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { CustomerPaymentsModule } from '../payments/customer-payments.module.js';
import { TelephonyModule } from '../infrastructure/telephony/telephony.module.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { CallBilling } from './call-billing.js';
import { RecordCallProgressHandler, StartCallHandler } from './call.handlers.js';
import { CallViews } from './call-views.js';
import { CallsController, SandboxTelephonyController } from './calls.http.js';

/** Calls between a customer and a Flirt through the telephony provider (docs/adr/0101). */
@Module({
  imports: [IdentityModule, SubscriptionsModule, CustomerPaymentsModule, TelephonyModule],
  controllers: [CallsController, SandboxTelephonyController],
  providers: [CallBilling, CallViews, StartCallHandler, RecordCallProgressHandler],
})
export class CallsModule {}
