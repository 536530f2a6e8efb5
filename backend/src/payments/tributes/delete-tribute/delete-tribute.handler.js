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
import { isUuid, SUBSCRIPTION_MESSAGES as M } from '@flirtwire/contracts';
import { CLOCK } from '../../../shared/domain/clock.js';
import { NotFoundError } from '../../../shared/errors.js';
import { SubscriptionFlows } from '../../../subscriptions/subscription-flows.js';
import { DeleteTributeCommand } from './delete-tribute.command.js';
let DeleteTributeHandler = class DeleteTributeHandler {
    flows;
    clock;
    constructor(flows, clock) {
        this.flows = flows;
        this.clock = clock;
    }
    async execute({ customerId, tributeId, context, }) {
        const now = this.clock.now();
        if (!isUuid(tributeId))
            throw new NotFoundError(M.notSubscribed, 'not_subscribed');
        const state = await this.flows.owned(tributeId, customerId);
        if (state.plan?.kind !== 'tribute')
            throw new NotFoundError(M.notATribute, 'not_a_tribute');
        return this.flows.run(tributeId, { type: 'Unsubscribe', now: now.toISOString() }, { ...context, now });
    }
};
DeleteTributeHandler = __decorate([
    CommandHandler(DeleteTributeCommand),
    __param(1, Inject(CLOCK)),
    __metadata("design:paramtypes", [SubscriptionFlows, Object])
], DeleteTributeHandler);
export { DeleteTributeHandler };
