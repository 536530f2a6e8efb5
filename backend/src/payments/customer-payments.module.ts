import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { PurchasePayments } from '../money/purchase-payments.js';
import { CustomerPayments } from './customer-payments.js';

/**
 * The payment seam on its own, so any context that sells something (tips, chat, goodies, mail,
 * calls) imports it without importing the payments controllers.
 */
@Module({
  imports: [SubscriptionsModule],
  providers: [PurchasePayments, CustomerPayments],
  exports: [CustomerPayments, PurchasePayments],
})
export class CustomerPaymentsModule {}
