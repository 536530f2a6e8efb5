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
import { AddSiteDollarsBody, siteDollarsStreamId, } from '@flirtwire/contracts';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { ReqContext } from '../../../shared/http/request-context.js';
import { siteDollarsDecider } from '../site-dollars.decider.js';
import { AddSiteDollarsCommand } from './add-site-dollars.command.js';
import { Throttle } from '../../../shared/http/throttle/throttle.guard.js';
let AddSiteDollarsController = class AddSiteDollarsController {
    commands;
    processor;
    constructor(commands, processor) {
        this.commands = commands;
        this.processor = processor;
    }
    /** Add Money: charge the default card and add the amount to the site-dollar balance. */
    async add(body, principal, context) {
        const outcome = await this.commands.execute(new AddSiteDollarsCommand(principal.userId, body, context));
        const state = await this.processor.state(siteDollarsDecider, siteDollarsStreamId(principal.userId));
        return {
            streamId: outcome.streamId,
            revision: outcome.revision,
            position: outcome.position,
            balance_cents: state.balanceCents,
        };
    }
};
__decorate([
    Post(),
    Throttle('topUp'),
    HttpCode(201),
    Roles('customer', 'advisor'),
    ApiOperation({ summary: 'Add money (site dollars) to your account by your default card' }),
    __param(0, Body({ schema: AddSiteDollarsBody })),
    __param(1, CurrentPrincipal()),
    __param(2, ReqContext()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object, Object]),
    __metadata("design:returntype", Promise)
], AddSiteDollarsController.prototype, "add", null);
AddSiteDollarsController = __decorate([
    ApiTags('payments'),
    Controller('client_api/site_dollars'),
    __metadata("design:paramtypes", [CommandBus,
        CommandProcessor])
], AddSiteDollarsController);
export { AddSiteDollarsController };
