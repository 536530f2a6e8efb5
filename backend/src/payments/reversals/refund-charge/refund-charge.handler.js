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
import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import { parseMoneyText, REVERSAL_MESSAGES as M, chargeStreamId } from '@flirtwire/contracts';
import { CommandProcessor, } from '../../../shared/commands/command-processor.js';
import { CLOCK, ID_GENERATOR } from '../../../shared/domain/clock.js';
import { idFromKey } from '../../../shared/domain/ids.js';
import { DomainError, ValidationError } from '../../../shared/errors.js';
import { chargeDecider } from '../charge.decider.js';
import { ChargeLookup } from '../charge-lookup.js';
import { checkNotOwnCharge } from '../own-charge.js';
import { CustomerPayments } from '../../customer-payments.js';
import { TopUpReversals } from '../../site-dollars/top-up-reversals.js';
import { RefundChargeCommand } from './refund-charge.command.js';
/**
 * A refund is one request: its id is the request's Idempotency-Key (the same key refunds once),
 * or a fresh id without one (each request is its own refund). It is held on `charge-<chargeId>`
 * first (`RefundRequested`, decided against every other refund under the stream's expected
 * revision), so racing refunds never take more than is still paid; only then is whatever paid
 * asked (the processor, or the balance, keyed by the refund id), and what it refunded is
 * recorded (`PaymentRefunded`), or the hold released (`RefundFailed`). A crash in between
 * leaves the refund held; the same request again (same key) resumes it, and the processor,
 * idempotent by refund id, answers the first result.
 */
let RefundChargeHandler = class RefundChargeHandler {
    lookup;
    commands;
    payments;
    topUps;
    clock;
    ids;
    constructor(lookup, commands, payments, topUps, clock, ids) {
        this.lookup = lookup;
        this.commands = commands;
        this.payments = payments;
        this.topUps = topUps;
        this.clock = clock;
        this.ids = ids;
    }
    async execute({ chargeId, body, context }) {
        const now = this.clock.now();
        let amountCents = null;
        if (body.amount_text !== undefined) {
            amountCents = parseMoneyText(body.amount_text.trim());
            if (amountCents === null) {
                throw new ValidationError({ amount_text: M.amountFormat }, M.amountFormat);
            }
        }
        // A site-dollar top-up has no Flirt: it is refunded on the customer's balance stream.
        const topUp = await this.topUps.find(chargeId);
        if (topUp) {
            checkNotOwnCharge(context.actor.id, topUp);
            return this.topUps.refund(topUp, amountCents, body.reason, { ...context, now });
        }
        const charge = await this.lookup.find(chargeId);
        checkNotOwnCharge(context.actor.id, charge);
        const streamId = chargeStreamId(charge.chargeId);
        const refundId = context.idempotencyKey === undefined
            ? this.ids.next()
            : idFromKey('refund', charge.chargeId, context.actor.id, context.idempotencyKey);
        // The key rides on the request only: a replayed key returns here without holding again.
        await this.commands.handle(streamId, chargeDecider, { type: 'RequestRefund', refundId, charge, amountCents, reason: body.reason }, { ...context, now });
        const step = {
            correlationId: context.correlationId,
            causationId: context.causationId,
            actor: context.actor,
            now,
        };
        const refund = (await this.commands.state(chargeDecider, streamId)).refunds[refundId];
        if (!refund)
            throw new DomainError('fully_reversed', M.nothingLeft, 409);
        if (refund.status === 'failed') {
            throw new DomainError('refund_refused', M.processorRefused, 422);
        }
        if (refund.status === 'requested') {
            let outcome;
            try {
                outcome = await this.payments.refund({
                    customerId: charge.customerId,
                    purchaseId: charge.chargeId,
                    gatewayReference: charge.gatewayReference,
                    amountCents: refund.amountCents,
                    refundId,
                    reason: refund.reason,
                    context: step,
                });
            }
            catch (error) {
                // A rule said no (the balance return refused): nothing moved, so the hold goes. Any
                // other failure leaves it unknown and held, for the same request to resume.
                if (error instanceof DomainError)
                    await this.fail(charge.chargeId, refundId, error.code, step);
                throw error;
            }
            if (outcome.status === 'failed') {
                await this.fail(charge.chargeId, refundId, outcome.reason, step);
                throw new DomainError('refund_refused', M.processorRefused, 422);
            }
            return this.commands.handle(streamId, chargeDecider, {
                type: 'RecordRefund',
                refundId,
                charge,
                amountCents: outcome.amountCents,
                processorRefundId: outcome.reference,
            }, step);
        }
        // Refunded already (a repeat of a finished request): nothing more happens.
        return this.commands.handle(streamId, chargeDecider, {
            type: 'RecordRefund',
            refundId,
            charge,
            amountCents: refund.amountCents,
            processorRefundId: refundId,
        }, step);
    }
    async fail(chargeId, refundId, reason, context) {
        await this.commands.handle(chargeStreamId(chargeId), chargeDecider, { type: 'FailRefund', refundId, chargeId, reason: reason.slice(0, 500) || 'refused' }, context);
    }
};
RefundChargeHandler = __decorate([
    CommandHandler(RefundChargeCommand),
    __param(4, Inject(CLOCK)),
    __param(5, Inject(ID_GENERATOR)),
    __metadata("design:paramtypes", [ChargeLookup,
        CommandProcessor,
        CustomerPayments,
        TopUpReversals, Object, Object])
], RefundChargeHandler);
export { RefundChargeHandler };
