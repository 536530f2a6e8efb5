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
import { isUuid, TIP_MESSAGES, tipStreamId } from '@flirtwire/contracts';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { CLOCK, ID_GENERATOR } from '../../../shared/domain/clock.js';
import { idFromKey } from '../../../shared/domain/ids.js';
import { NotFoundError, ValidationError } from '../../../shared/errors.js';
import { MoneyFacts } from '../../../subscriptions/money-facts.js';
import { CustomerPayments } from '../../customer-payments.js';
import { checkTip, checkTipInput, tipDecider } from '../tip.decider.js';
import { SendTipCommand } from './send-tip.command.js';
/**
 * A tip: checked (amount, not yourself, an active Flirt, no block), paid through the payment
 * seam (the site-dollar balance when it covers the tip, else the default card, docs/adr/0108)
 * with the tip id as the idempotency key, then recorded. A
 * declined card records nothing. With an Idempotency-Key the tip id is derived from it, so a
 * retry after a crash between the charge and the record re-sends the same key: the processor
 * answers with its first result and the tip is recorded once (docs/adr/0053).
 */
let SendTipHandler = class SendTipHandler {
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
        const creatorId = body.advisor_id;
        if (!creatorId || !isUuid(creatorId)) {
            throw new ValidationError({ advisor_id: TIP_MESSAGES.chooseFlirt });
        }
        const tipId = context.idempotencyKey
            ? idFromKey('tip', context.actor.id, context.idempotencyKey)
            : this.ids.next();
        const command = {
            type: 'SendTip',
            tipId,
            customerId,
            creatorId,
            amountText: body.amount_text,
            message: body.bonus_message,
            listingId: body.listing_id ?? null,
            fromChat: body.from_nf_chat,
            blocked: false,
            gatewayReference: null,
        };
        // The amount and "not yourself" first (400, 422), before looking anyone up.
        checkTipInput(command);
        if (!(await this.facts.flirt(creatorId))) {
            throw new NotFoundError(TIP_MESSAGES.flirtNotFound, 'advisor_not_found');
        }
        const blocked = await this.facts.blocked(creatorId, customerId);
        // Every rule, against the stream's real state, before the card is charged.
        const amountCents = checkTip({ ...command, blocked }, await this.facts.tips(customerId, creatorId));
        const now = this.clock.now();
        const paid = await this.payments.pay({
            customerId,
            amountCents,
            idempotencyKey: tipId,
            description: 'FW*SERVICES',
            label: 'Tribute',
            cardRequiredMessage: TIP_MESSAGES.cardRequired,
            context: { ...context, now },
        });
        const outcome = await this.commands.handle(tipStreamId(customerId, creatorId), tipDecider, { ...command, blocked, gatewayReference: paid.reference }, { ...context, now });
        return { ...outcome, paidFrom: paid.source };
    }
};
SendTipHandler = __decorate([
    CommandHandler(SendTipCommand),
    __param(3, Inject(CLOCK)),
    __param(4, Inject(ID_GENERATOR)),
    __metadata("design:paramtypes", [CommandProcessor,
        MoneyFacts,
        CustomerPayments, Object, Object])
], SendTipHandler);
export { SendTipHandler };
