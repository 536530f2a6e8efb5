import { Module } from '@nestjs/common';
import { SendTipHandler } from './tips/send-tip/send-tip.handler.js';
import { SendTipController } from './tips/send-tip/send-tip.http.js';

/** Payments: tips now; recurring tributes, charges, refunds and chargebacks join with money flows. */
@Module({ controllers: [SendTipController], providers: [SendTipHandler] })
export class PaymentsModule {}
