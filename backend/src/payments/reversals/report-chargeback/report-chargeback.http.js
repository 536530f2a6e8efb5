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
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ReportChargebackBody } from '@flirtwire/contracts';
import { ServiceApi } from '../../../customers/service-api/service-token.guard.js';
import { ReqContext } from '../../../shared/http/request-context.js';
import { ReportChargebackCommand } from './report-chargeback.command.js';
let ReportChargebackController = class ReportChargebackController {
    commands;
    constructor(commands) {
        this.commands = commands;
    }
    /**
     * A chargeback from the processor: by our charge id or the processor's reference. The same
     * dispute reported again changes nothing. Net earnings drop; the 1099-K gross does not.
     */
    async report(body, context) {
        const outcome = await this.commands.execute(new ReportChargebackCommand(body, context));
        return { streamId: outcome.streamId, revision: outcome.revision, position: outcome.position };
    }
};
__decorate([
    Post(),
    HttpCode(201),
    ServiceApi(),
    ApiOperation({ summary: 'Report a chargeback' }),
    __param(0, Body({ schema: ReportChargebackBody })),
    __param(1, ReqContext()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object]),
    __metadata("design:returntype", Promise)
], ReportChargebackController.prototype, "report", null);
ReportChargebackController = __decorate([
    ApiTags('service api'),
    Controller('service_api/chargebacks'),
    __metadata("design:paramtypes", [CommandBus])
], ReportChargebackController);
export { ReportChargebackController };
