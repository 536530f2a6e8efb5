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
import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { UpdateTributeBody } from '@flirtwire/contracts';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext } from '../../../shared/http/request-context.js';
import { UpdateTributeCommand } from './update-tribute.command.js';
let UpdateTributeController = class UpdateTributeController {
    commands;
    constructor(commands) {
        this.commands = commands;
    }
    /** Change a running tribute's amount or message; the next renewal charges the new amount. */
    update(tributeId, body, principal, context) {
        return this.commands.execute(new UpdateTributeCommand(principal.userId, tributeId, body, context));
    }
};
__decorate([
    Put(':tributeId'),
    HttpCode(200),
    Roles('customer', 'advisor'),
    ApiOperation({ summary: 'Update a recurring monetary tribute' }),
    __param(0, Param('tributeId')),
    __param(1, Body({ schema: UpdateTributeBody })),
    __param(2, CurrentPrincipal()),
    __param(3, ReqContext()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String, Object, Object, Object]),
    __metadata("design:returntype", Promise)
], UpdateTributeController.prototype, "update", null);
UpdateTributeController = __decorate([
    ApiTags('payments'),
    Controller('client_api/recurring_tributes/monetary_tributes'),
    __metadata("design:paramtypes", [CommandBus])
], UpdateTributeController);
export { UpdateTributeController };
