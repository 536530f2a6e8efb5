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
import { ApproveCreditRequestBody, RejectCreditRequestBody, } from '@flirtwire/contracts';
import { Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext } from '../../../shared/http/request-context.js';
import { DecideCreditRequestCommand } from './decide-credit-request.command.js';
/**
 * The second person of a staff credit above a cap: someone in finance other than the requester
 * and the recipient approves it (it lands on the balance) or rejects it with a reason.
 */
let DecideCreditRequestController = class DecideCreditRequestController {
    commands;
    constructor(commands) {
        this.commands = commands;
    }
    async approve(requestId, body, context) {
        const outcome = await this.commands.execute(new DecideCreditRequestCommand(requestId, { type: 'approve', note: body.note ?? null }, context));
        return { streamId: outcome.streamId, revision: outcome.revision, position: outcome.position };
    }
    async reject(requestId, body, context) {
        const outcome = await this.commands.execute(new DecideCreditRequestCommand(requestId, { type: 'reject', reason: body.reason }, context));
        return { streamId: outcome.streamId, revision: outcome.revision, position: outcome.position };
    }
};
__decorate([
    Post(':requestId/approval'),
    HttpCode(201),
    ApiOperation({ summary: 'Approve a pending site-dollar credit (not your own request)' }),
    __param(0, Param('requestId')),
    __param(1, Body({ schema: ApproveCreditRequestBody })),
    __param(2, ReqContext()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object, Object]),
    __metadata("design:returntype", Promise)
], DecideCreditRequestController.prototype, "approve", null);
__decorate([
    Post(':requestId/rejection'),
    HttpCode(201),
    ApiOperation({ summary: 'Reject a pending site-dollar credit with a reason' }),
    __param(0, Param('requestId')),
    __param(1, Body({ schema: RejectCreditRequestBody })),
    __param(2, ReqContext()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object, Object]),
    __metadata("design:returntype", Promise)
], DecideCreditRequestController.prototype, "reject", null);
DecideCreditRequestController = __decorate([
    ApiTags('finance'),
    Controller('finance/site_dollars_credit_requests'),
    Roles('finance'),
    __metadata("design:paramtypes", [CommandBus])
], DecideCreditRequestController);
export { DecideCreditRequestController };
