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
import { RefundChargeBody } from '@flirtwire/contracts';
import { Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext } from '../../../shared/http/request-context.js';
import { RefundChargeCommand } from './refund-charge.command.js';
let RefundChargeController = class RefundChargeController {
    commands;
    constructor(commands) {
        this.commands = commands;
    }
    /**
     * Refund a payment (a tip or a subscription charge), in full or in part. Reduces the Flirt's
     * net earnings in the month of the refund; the 1099-K gross never changes (docs/adr/0005).
     */
    async refund(chargeId, body, context) {
        const outcome = await this.commands.execute(new RefundChargeCommand(chargeId, body, context));
        return { streamId: outcome.streamId, revision: outcome.revision, position: outcome.position };
    }
};
__decorate([
    Post(':chargeId/refunds'),
    HttpCode(201),
    Roles('finance', 'admin'),
    ApiOperation({ summary: 'Refund a payment' }),
    __param(0, Param('chargeId')),
    __param(1, Body({ schema: RefundChargeBody })),
    __param(2, ReqContext()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object, Object]),
    __metadata("design:returntype", Promise)
], RefundChargeController.prototype, "refund", null);
RefundChargeController = __decorate([
    ApiTags('finance'),
    Controller('finance/charges'),
    __metadata("design:paramtypes", [CommandBus])
], RefundChargeController);
export { RefundChargeController };
