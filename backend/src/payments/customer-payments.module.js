var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { PurchasePayments } from '../money/purchase-payments.js';
import { CustomerPayments } from './customer-payments.js';
/**
 * The payment seam on its own, so any context that sells something (tips, chat, goodies, mail,
 * calls) imports it without importing the payments controllers.
 */
let CustomerPaymentsModule = class CustomerPaymentsModule {
};
CustomerPaymentsModule = __decorate([
    Module({
        imports: [SubscriptionsModule],
        providers: [PurchasePayments, CustomerPayments],
        exports: [CustomerPayments, PurchasePayments],
    })
], CustomerPaymentsModule);
export { CustomerPaymentsModule };
