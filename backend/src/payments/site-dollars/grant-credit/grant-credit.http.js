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
import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GrantSiteDollarsCreditBody, siteDollarsStreamId, } from '@flirtwire/contracts';
import { Roles } from '../../../shared/auth/roles.guard.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { ReqContext } from '../../../shared/http/request-context.js';
import { creditPendingMessage, siteDollarsDecider } from '../site-dollars.decider.js';
import { GrantCreditCommand } from './grant-credit.command.js';
let GrantCreditController = class GrantCreditController {
    commands;
    processor;
    constructor(commands, processor) {
        this.commands = commands;
        this.processor = processor;
    }
    /**
     * Support staff (moderators, admins) grant a satisfaction credit in site dollars to someone
     * else; above the configured caps it waits for a second person in finance (`status: pending`).
     */
    async grant(customerId, body, context) {
        const outcome = await this.commands.execute(new GrantCreditCommand(customerId, body, context));
        const state = await this.processor.state(siteDollarsDecider, siteDollarsStreamId(customerId));
        const requested = outcome.events.find((e) => e.type === 'SatisfactionCreditRequested');
        const granted = outcome.events.find((e) => e.type === 'SatisfactionCreditGranted');
        const data = (requested ?? granted)?.data;
        return {
            streamId: outcome.streamId,
            revision: outcome.revision,
            position: outcome.position,
            balance_cents: state.balanceCents,
            status: requested ? 'pending' : 'granted',
            credit_id: data?.requestId ?? data?.creditId ?? '',
            message: data?.cap ? creditPendingMessage(data.cap) : null,
        };
    }
};
__decorate([
    Post(':id/site_dollars_credits'),
    HttpCode(201),
    Roles('moderator', 'admin'),
    ApiOperation({
        summary: 'Grant a satisfaction credit with a reason (above the caps: a request for finance)',
    }),
    __param(0, Param('id')),
    __param(1, Body({ schema: GrantSiteDollarsCreditBody })),
    __param(2, ReqContext()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object, Object]),
    __metadata("design:returntype", Promise)
], GrantCreditController.prototype, "grant", null);
GrantCreditController = __decorate([
    ApiTags('payments'),
    Controller('client_api/admin/users'),
    __metadata("design:paramtypes", [CommandBus,
        CommandProcessor])
], GrantCreditController);
export { GrantCreditController };
