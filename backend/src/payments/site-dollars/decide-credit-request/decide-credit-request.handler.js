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
import { isUuid, SITE_DOLLARS_MESSAGES, siteDollarsStreamId } from '@flirtwire/contracts';
import { SITE_DOLLAR_CREDIT_REQUESTS, } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { CommandProcessor, } from '../../../shared/commands/command-processor.js';
import { CLOCK } from '../../../shared/domain/clock.js';
import { NotFoundError } from '../../../shared/errors.js';
import { siteDollarsDecider } from '../site-dollars.decider.js';
import { DecideCreditRequestCommand } from './decide-credit-request.command.js';
/**
 * Finds whose balance a credit request is on (the requests read model), then lets the customer's
 * site-dollar decider decide: only a pending request, never by its requester or its recipient.
 */
let DecideCreditRequestHandler = class DecideCreditRequestHandler {
    commands;
    readModels;
    clock;
    constructor(commands, readModels, clock) {
        this.commands = commands;
        this.readModels = readModels;
        this.clock = clock;
    }
    async execute({ requestId, decision, context, }) {
        const request = isUuid(requestId)
            ? await this.readModels
                .collection(SITE_DOLLAR_CREDIT_REQUESTS)
                .findOne({ _id: requestId })
            : null;
        if (!request)
            throw new NotFoundError(SITE_DOLLARS_MESSAGES.requestNotFound, 'request_not_found');
        const now = this.clock.now();
        const at = now.toISOString();
        const customerId = request.customerId;
        return this.commands.handle(siteDollarsStreamId(customerId), siteDollarsDecider, decision.type === 'approve'
            ? {
                type: 'ApproveCreditRequest',
                requestId,
                customerId,
                approvedBy: context.actor.id,
                note: decision.note,
                at,
            }
            : {
                type: 'RejectCreditRequest',
                requestId,
                customerId,
                rejectedBy: context.actor.id,
                reason: decision.reason,
                at,
            }, { ...context, now });
    }
};
DecideCreditRequestHandler = __decorate([
    CommandHandler(DecideCreditRequestCommand),
    __param(2, Inject(CLOCK)),
    __metadata("design:paramtypes", [CommandProcessor,
        ReadModels, Object])
], DecideCreditRequestHandler);
export { DecideCreditRequestHandler };
