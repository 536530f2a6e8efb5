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
import { SendTipBody } from '@flirtwire/contracts';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext } from '../../../shared/http/request-context.js';
import { SendTipCommand } from './send-tip.command.js';
import { Throttle } from '../../../shared/http/throttle/throttle.guard.js';
let SendTipController = class SendTipController {
    commands;
    constructor(commands) {
        this.commands = commands;
    }
    /** Tip (tribute) a Flirt. Spec 000 §7: amount_text, listing_id, bonus_message, from_nf_chat. */
    async send(body, principal, context) {
        const outcome = await this.commands.execute(new SendTipCommand(principal.userId, body, context));
        const tip = outcome.events.find((event) => event.type === 'TipSent');
        return {
            streamId: outcome.streamId,
            revision: outcome.revision,
            position: outcome.position,
            tipId: tip ? tip.data.tipId : null,
            paid_from: outcome.paidFrom,
        };
    }
};
__decorate([
    Post(),
    Throttle('tip'),
    HttpCode(201),
    Roles('customer', 'advisor'),
    ApiOperation({ summary: 'Send a tip to a Flirt' }),
    __param(0, Body({ schema: SendTipBody })),
    __param(1, CurrentPrincipal()),
    __param(2, ReqContext()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object, Object, Object]),
    __metadata("design:returntype", Promise)
], SendTipController.prototype, "send", null);
SendTipController = __decorate([
    ApiTags('payments'),
    Controller('client_api/bonuses'),
    __metadata("design:paramtypes", [CommandBus])
], SendTipController);
export { SendTipController };
