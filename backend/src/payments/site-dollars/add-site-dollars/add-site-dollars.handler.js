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
import { SITE_DOLLARS_MESSAGES, siteDollarsStreamId } from '@flirtwire/contracts';
import { CommandProcessor, } from '../../../shared/commands/command-processor.js';
import { CLOCK, ID_GENERATOR } from '../../../shared/domain/clock.js';
import { idFromKey } from '../../../shared/domain/ids.js';
import { DomainError } from '../../../shared/errors.js';
import { MoneyFacts } from '../../../subscriptions/money-facts.js';
import { CustomerPayments } from '../../customer-payments.js';
import { checkTopUpAmount, siteDollarsDecider } from '../site-dollars.decider.js';
import { AddSiteDollarsCommand } from './add-site-dollars.command.js';
/**
 * Add Money: with the `add_card_money` flag on, the amount is checked, the default card is
 * charged with the top-up id as the processor's idempotency key, and the top-up is recorded.
 * A declined card records nothing. As with tips, an Idempotency-Key derives the top-up id, so a
 * retry after a crash between the charge and the record charges once and records once.
 */
let AddSiteDollarsHandler = class AddSiteDollarsHandler {
    commands;
    facts;
    payments;
    clock;
    ids;
    constructor(commands, facts, payments, clock, ids) {
        this.commands = commands;
        this.facts = facts;
        this.payments = payments;
        this.clock = clock;
        this.ids = ids;
    }
    async execute({ customerId, body, context }) {
        if (!this.facts.flag('add_card_money'))
            throw new DomainError('add_money_disabled', SITE_DOLLARS_MESSAGES.disabled, 403);
        const amountCents = checkTopUpAmount(body.amount_text);
        const topUpId = context.idempotencyKey
            ? idFromKey('site-dollars', context.actor.id, context.idempotencyKey)
            : this.ids.next();
        const paid = await this.payments.chargeCard({
            customerId,
            amountCents,
            idempotencyKey: topUpId,
            description: 'FW*SERVICES',
            cardRequiredMessage: SITE_DOLLARS_MESSAGES.cardRequired,
        });
        const now = this.clock.now();
        return this.commands.handle(siteDollarsStreamId(customerId), siteDollarsDecider, {
            type: 'AddSiteDollars',
            topUpId,
            customerId,
            amountText: body.amount_text,
            gatewayReference: paid.reference,
            at: now.toISOString(),
        }, { ...context, now });
    }
};
AddSiteDollarsHandler = __decorate([
    CommandHandler(AddSiteDollarsCommand),
    __param(3, Inject(CLOCK)),
    __param(4, Inject(ID_GENERATOR)),
    __metadata("design:paramtypes", [CommandProcessor,
        MoneyFacts,
        CustomerPayments, Object, Object])
], AddSiteDollarsHandler);
export { AddSiteDollarsHandler };
