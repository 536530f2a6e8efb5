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
import { SUBSCRIPTION_MESSAGES as M } from '@flirtwire/contracts';
import { CLOCK } from '../../../shared/domain/clock.js';
import { DomainError, NotFoundError } from '../../../shared/errors.js';
import { MoneyFacts } from '../../../subscriptions/money-facts.js';
import { subscriptionIdFor } from '../../../subscriptions/subscription.decider.js';
import { SubscriptionFlows } from '../../../subscriptions/subscription-flows.js';
import { checkParentTribute } from '../../tips/tip.decider.js';
import { tributeCents } from '../tribute-rules.js';
import { CreateTributeCommand } from './create-tribute.command.js';
/**
 * A recurring tribute is a recurring payment with a `tribute` plan (docs/adr/0005): one per
 * customer and Flirt, so repeated or concurrent requests meet in one stream and charge once.
 * Sold only with the `recurring_package_tributes` flag (spec 000 §1).
 */
let CreateTributeHandler = class CreateTributeHandler {
    facts;
    flows;
    clock;
    constructor(facts, flows, clock) {
        this.facts = facts;
        this.flows = flows;
        this.clock = clock;
    }
    async execute({ customerId, body, context }) {
        const now = this.clock.now();
        if (!this.facts.flag('recurring_package_tributes')) {
            throw new NotFoundError(M.tributesOff, 'tributes_unavailable');
        }
        const rateCents = tributeCents(body.rate);
        const creatorId = body.advisor_id;
        if (creatorId === customerId) {
            throw new DomainError('cannot_tip_yourself', M.tributeYourself, 422);
        }
        if (!(await this.facts.flirt(creatorId))) {
            throw new NotFoundError(M.somethingWrong, 'advisor_not_found');
        }
        checkParentTribute(body.parent_monetary_tribute_id, await this.facts.tips(customerId, creatorId));
        const subscriptionId = subscriptionIdFor.tribute(customerId, creatorId);
        return this.flows.run(subscriptionId, {
            type: 'Subscribe',
            subscriptionId,
            customerId,
            creatorId,
            plan: {
                kind: 'tribute',
                message: body.message,
                fromChat: body.from_nf_chat,
                parentTributeId: body.parent_monetary_tribute_id,
            },
            rateCents,
            cardId: await this.facts.defaultCardId(customerId),
            blocked: await this.facts.blocked(creatorId, customerId),
            now: now.toISOString(),
        }, { ...context, now });
    }
};
CreateTributeHandler = __decorate([
    CommandHandler(CreateTributeCommand),
    __param(2, Inject(CLOCK)),
    __metadata("design:paramtypes", [MoneyFacts,
        SubscriptionFlows, Object])
], CreateTributeHandler);
export { CreateTributeHandler };
