import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { SendTipHandler } from './tips/send-tip/send-tip.handler.js';
import { SendTipController } from './tips/send-tip/send-tip.http.js';

/** Payments: tips, recurring tributes, refunds and chargebacks. */
@Module({
  imports: [SubscriptionsModule],
  controllers: [SendTipController],
  providers: [SendTipHandler],
})
export class PaymentsModule {}
