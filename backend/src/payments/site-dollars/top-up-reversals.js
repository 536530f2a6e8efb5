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
import { REVERSAL_MESSAGES as M, siteDollarsStreamId } from '@flirtwire/contracts';
import { SITE_DOLLAR_MOVEMENTS } from '@flirtwire/projections';
import { PAYMENT_GATEWAY, } from '../../infrastructure/payments/payment-gateway.port.js';
import { ReadModels } from '../../read-side/read-models.js';
import { CommandProcessor, } from '../../shared/commands/command-processor.js';
import { ID_GENERATOR } from '../../shared/domain/clock.js';
import { idFromKey } from '../../shared/domain/ids.js';
import { DomainError } from '../../shared/errors.js';
import { siteDollarsDecider, topUpOf } from './site-dollars.decider.js';
/**
 * Refunds and chargebacks of a site-dollar top-up (docs/adr/0108). A top-up has no Flirt, so it
 * is reversed on the customer's site-dollars stream (`SiteDollarsTopUpReversed`, lowering the
 * balance) rather than as a `PaymentRefunded` that earnings would count against a Flirt.
 */
let TopUpReversals = class TopUpReversals {
    readModels;
    commands;
    gateway;
    ids;
    constructor(readModels, commands, gateway, ids) {
        this.readModels = readModels;
        this.commands = commands;
        this.gateway = gateway;
        this.ids = ids;
    }
    /** The top-up the refund desk or a chargeback names, or null when the id is not a top-up. */
    async find(id) {
        const movement = await this.readModels
            .collection(SITE_DOLLAR_MOVEMENTS)
            .findOne({ kind: 'top_up', $or: [{ _id: id }, { gatewayReference: id }] });
        return movement ? { topUpId: movement._id, customerId: movement.customerId } : null;
    }
    /**
     * Refund to the card, as one request: its id is the request's Idempotency-Key (the same key
     * refunds once) or a fresh id (each request is its own refund). It is held on the balance
     * stream first (never more than the top-up, nor than is still on the balance and not held by
     * another refund, decided under the expected revision), then the processor refunds under the
     * refund id, then what it refunded is recorded (or the hold released). A crash in between
     * leaves the hold; the same request again resumes it.
     */
    async refund(topUp, amountCents, reason, context) {
        const streamId = siteDollarsStreamId(topUp.customerId);
        const reversalId = context.idempotencyKey === undefined
            ? this.ids.next()
            : idFromKey('refund', topUp.topUpId, context.actor.id, context.idempotencyKey);
        const at = context.now.toISOString();
        await this.commands.handle(streamId, siteDollarsDecider, {
            type: 'RequestTopUpRefund',
            reversalId,
            customerId: topUp.customerId,
            topUpId: topUp.topUpId,
            amountCents,
            reason,
            at,
        }, context);
        // The key rode on the hold; the later steps are keyed by the refund id itself.
        const step = {
            correlationId: context.correlationId,
            causationId: context.causationId,
            actor: context.actor,
            now: context.now,
        };
        const state = await this.commands.state(siteDollarsDecider, streamId);
        const hold = state.topUpRefunds[reversalId];
        const found = topUpOf(state, topUp.topUpId);
        if (!hold || !found)
            throw new DomainError('fully_reversed', M.nothingLeft, 409);
        if (hold.status === 'failed')
            throw new DomainError('refund_refused', M.processorRefused, 422);
        let refundedCents = hold.amountCents;
        if (hold.status === 'requested') {
            const refunded = await this.gateway.refund({
                chargeId: found.gatewayReference,
                amountCents: hold.amountCents,
                idempotencyKey: reversalId,
            });
            if (refunded.status !== 'refunded') {
                await this.commands.handle(streamId, siteDollarsDecider, {
                    type: 'FailTopUpRefund',
                    reversalId,
                    customerId: topUp.customerId,
                    reason: refunded.reason.slice(0, 500) || 'refused',
                    at,
                }, step);
                throw new DomainError('refund_refused', M.processorRefused, 422);
            }
            refundedCents = refunded.amountCents;
        }
        return this.commands.handle(streamId, siteDollarsDecider, {
            type: 'ReverseTopUp',
            reversalId,
            customerId: topUp.customerId,
            topUpId: topUp.topUpId,
            kind: 'refund',
            amountCents: refundedCents,
            reason,
            at,
        }, step);
    }
    /** The processor's chargeback of a top-up: keyed by its dispute id, so a repeat records nothing. */
    chargeback(topUp, disputeId, amountCents, reason, context) {
        return this.commands.handle(siteDollarsStreamId(topUp.customerId), siteDollarsDecider, {
            type: 'ReverseTopUp',
            reversalId: idFromKey('chargeback', disputeId),
            customerId: topUp.customerId,
            topUpId: topUp.topUpId,
            kind: 'chargeback',
            amountCents,
            reason,
            at: context.now.toISOString(),
        }, context);
    }
};
TopUpReversals = __decorate([
    Injectable(),
    __param(2, Inject(PAYMENT_GATEWAY)),
    __param(3, Inject(ID_GENERATOR)),
    __metadata("design:paramtypes", [ReadModels,
        CommandProcessor, Object, Object])
], TopUpReversals);
export { TopUpReversals };
