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
import { chargeStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import { SERVICE_ACTOR } from '../../../customers/service-api/service-token.guard.js';
import { CommandProcessor, } from '../../../shared/commands/command-processor.js';
import { CLOCK } from '../../../shared/domain/clock.js';
import { idFromKey } from '../../../shared/domain/ids.js';
import { chargeDecider } from '../charge.decider.js';
import { ChargeLookup } from '../charge-lookup.js';
import { TopUpReversals } from '../../site-dollars/top-up-reversals.js';
import { ReportChargebackCommand } from './report-chargeback.command.js';
/**
 * A chargeback is keyed by the processor's dispute id, so a repeated report records nothing. A
 * chargeback of a site-dollar top-up lowers the customer's balance instead (docs/adr/0108).
 */
let ReportChargebackHandler = class ReportChargebackHandler {
    lookup;
    commands;
    topUps;
    clock;
    constructor(lookup, commands, topUps, clock) {
        this.lookup = lookup;
        this.commands = commands;
        this.topUps = topUps;
        this.clock = clock;
    }
    async execute({ body, context }) {
        const now = this.clock.now();
        const topUp = await this.topUps.find(body.charge_id);
        if (topUp) {
            return this.topUps.chargeback(topUp, body.dispute_id, body.amount_cents, body.reason, {
                ...context,
                actor: SERVICE_ACTOR,
                now,
            });
        }
        const charge = await this.lookup.find(body.charge_id, true);
        return this.commands.handle(chargeStreamId(charge.chargeId), chargeDecider, {
            type: 'ReceiveChargeback',
            chargebackId: idFromKey('chargeback', body.dispute_id),
            charge,
            amountCents: body.amount_cents,
            feeCents: body.fee_cents,
            reason: body.reason,
        }, { ...context, actor: SERVICE_ACTOR, now });
    }
};
ReportChargebackHandler = __decorate([
    CommandHandler(ReportChargebackCommand),
    __param(3, Inject(CLOCK)),
    __metadata("design:paramtypes", [ChargeLookup,
        CommandProcessor,
        TopUpReversals, Object])
], ReportChargebackHandler);
export { ReportChargebackHandler };
