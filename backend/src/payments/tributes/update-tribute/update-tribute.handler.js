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
import { tributeCents } from '../tribute-rules.js';
import { UpdateTributeCommand } from './update-tribute.command.js';
let UpdateTributeHandler = class UpdateTributeHandler {
    flows;
    clock;
    constructor(flows, clock) {
        this.flows = flows;
        this.clock = clock;
    }
    async execute({ customerId, tributeId, body, context, }) {
        const now = this.clock.now();
        if (!isUuid(tributeId))
            throw new NotFoundError(M.notSubscribed, 'not_subscribed');
        const rateCents = body.rate === undefined ? null : tributeCents(body.rate);
        await this.flows.owned(tributeId, customerId);
        return this.flows.run(tributeId, { type: 'UpdateTribute', rateCents, message: body.message ?? null }, { ...context, now });
    }
};
UpdateTributeHandler = __decorate([
    CommandHandler(UpdateTributeCommand),
    __param(1, Inject(CLOCK)),
    __metadata("design:paramtypes", [SubscriptionFlows, Object])
], UpdateTributeHandler);
export { UpdateTributeHandler };
