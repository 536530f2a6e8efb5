var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
import { Inject, Injectable } from '@nestjs/common';
import { siteDollarsStreamId } from '@flirtwire/contracts';
import { PAYMENT_GATEWAY, } from '../infrastructure/payments/payment-gateway.port.js';
import { CommandProcessor, withoutKey, } from '../shared/commands/command-processor.js';
import { CLOCK } from '../shared/domain/clock.js';
import { PurchasePayments } from '../money/purchase-payments.js';
import { siteDollarsDecider, spendOf } from './site-dollars/site-dollars.decider.js';
/**
 * The one way a customer pays for something outside a subscription (docs/adr/0108). Call sites
 * gather their facts and check their rules, then call `pay` and record the sale; a refused
 * payment throws the usual errors (400 `card` when nothing can pay, 422 `card_declined`) and
 * the caller records nothing.
 *
 * The rule: a site-dollar balance that covers the whole price pays (a `SiteDollarsSpent` on the
 * customer's stream, decided against the balance with the expected revision, so concurrent
 * spends never overdraw); otherwise the default card pays all of it. Subscriptions are not paid
 * here: the ToS charges them to the default card, so `Billing` keeps its own card charge.
 *
 * @example
 * const paid = await payments.pay({ customerId, amountCents: 500, idempotencyKey: tipId,
 *   description: 'FW*SERVICES', cardRequiredMessage: TIP_MESSAGES.cardRequired });
 * // paid.source === 'site_dollars' (paid.reference: the spend id) or 'card' (the charge id)
 */
let CustomerPayments = class CustomerPayments {
    commands;
    purchases;
    gateway;
    clock;
    constructor(commands, purchases, gateway, clock) {
        this.commands = commands;
        this.purchases = purchases;
        this.gateway = gateway;
        this.clock = clock;
    }
    /**
     * Pays a purchase through the money context's one write path (`PurchasePayments`): decided on
     * the purchase's own stream before anything is charged, so it is paid exactly once.
     */
    pay(request) {
        return this.purchases.pay(this.order(request, false));
    }
    /** The default card only: for buying site dollars themselves (a balance cannot top itself up). */
    chargeCard(request) {
        return this.purchases.pay(this.order(request, true));
    }
    order(request, cardOnly) {
        const context = request.context ?? {
            correlationId: request.idempotencyKey,
            causationId: request.idempotencyKey,
            actor: { id: request.customerId, role: 'customer' },
            now: this.clock.now(),
        };
        return {
            customerId: request.customerId,
            amountCents: request.amountCents,
            purchaseId: request.idempotencyKey,
            description: request.description,
            cardRequiredMessage: request.cardRequiredMessage,
            cardOnly,
            context,
            ...(request.keyPerCard === undefined ? {} : { keyPerCard: request.keyPerCard }),
            ...(request.label === undefined ? {} : { label: request.label }),
        };
    }
    /**
     * Refunds to whatever paid: a `SiteDollarsReturned` for the balance, the processor for a card,
     * both keyed by the refund id (a repeat refunds once and answers the same). Answers what was
     * refunded, or that the processor refused (nothing moved); a thrown error leaves it unknown.
     */
    async refund(request) {
        const streamId = siteDollarsStreamId(request.customerId);
        const state = await this.commands.state(siteDollarsDecider, streamId);
        if (spendOf(state, request.purchaseId)) {
            await this.commands.handle(streamId, siteDollarsDecider, {
                type: 'ReturnSiteDollars',
                returnId: request.refundId,
                customerId: request.customerId,
                purchaseId: request.purchaseId,
                amountCents: request.amountCents,
                reason: request.reason,
                at: request.context.now.toISOString(),
            }, withoutKey(request.context));
            return {
                status: 'refunded',
                source: 'site_dollars',
                reference: request.refundId,
                amountCents: request.amountCents,
            };
        }
        if (request.gatewayReference === null) {
            return { status: 'failed', reason: 'no_processor_charge' };
        }
        const refunded = await this.gateway.refund({
            chargeId: request.gatewayReference,
            amountCents: request.amountCents,
            idempotencyKey: request.refundId,
        });
        if (refunded.status !== 'refunded')
            return { status: 'failed', reason: refunded.reason };
        return {
            status: 'refunded',
            source: 'card',
            reference: refunded.refundId,
            amountCents: refunded.amountCents,
        };
    }
};
CustomerPayments = __decorate([
    Injectable(),
    __param(2, Inject(PAYMENT_GATEWAY)),
    __param(3, Inject(CLOCK)),
    __metadata("design:paramtypes", [CommandProcessor,
        PurchasePayments, Object, Object])
], CustomerPayments);
export { CustomerPayments };
