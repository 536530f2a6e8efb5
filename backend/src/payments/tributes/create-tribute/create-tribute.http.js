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
import { CreateTributeBody } from '@flirtwire/contracts';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext } from '../../../shared/http/request-context.js';
import { CreateTributeCommand } from './create-tribute.command.js';
import { Throttle } from '../../../shared/http/throttle/throttle.guard.js';
let CreateTributeController = class CreateTributeController {
    commands;
    constructor(commands) {
        this.commands = commands;
    }
    /**
     * Start a monthly tribute (spec 000 §7: advisor_id, rate, message, parent_monetary_tribute_id,
     * from_nf_chat). Answers `charged` and `error` like subscribe; 404 for an unknown Flirt or with
     * the flag off; 403 across a block; 400 without a card or outside $1 to $1,000.
     */
    create(body, principal, context) {
        return this.commands.execute(new CreateTributeCommand(principal.userId, body, context));
    }
};
__decorate([
    Post(),
    Throttle('purchase'),
    HttpCode(200),
    Roles('customer', 'advisor'),
    ApiOperation({ summary: 'Start a recurring monetary tribute' }),
    __param(0, Body({ schema: CreateTributeBody })),
    __param(1, CurrentPrincipal()),
    __param(2, ReqContext()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object, Object]),
    __metadata("design:returntype", Promise)
], CreateTributeController.prototype, "create", null);
CreateTributeController = __decorate([
    ApiTags('payments'),
    Controller('client_api/recurring_tributes/monetary_tributes'),
    __metadata("design:paramtypes", [CommandBus])
], CreateTributeController);
export { CreateTributeController };
