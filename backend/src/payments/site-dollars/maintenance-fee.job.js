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
import { Inject, Injectable, Logger } from '@nestjs/common';
import { siteDollarsStreamId } from '@flirtwire/contracts';
import { SITE_DOLLAR_ACCOUNTS } from '@flirtwire/projections';
import { Scheduler } from '../../platform/scheduling/scheduler.js';
import { ReadModels } from '../../read-side/read-models.js';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { idFromKey } from '../../shared/domain/ids.js';
import { dormantBefore, feeMonth, siteDollarsDecider } from './site-dollars.decider.js';
export const MAINTENANCE_FEE_JOB = 'site-dollars-maintenance-fee';
/**
 * The account maintenance fee (Terms of Service: $2.00 a month on a positive balance dormant
 * for 12 months), hourly and by hand through the schedules endpoint. The read model only
 * narrows the search; the decider decides from the stream. The fee id is derived from the
 * customer and the month, so a repeated or concurrent run charges a month once.
 */
let MaintenanceFeeJob = class MaintenanceFeeJob {
    scheduler;
    commands;
    readModels;
    logger = new Logger('SiteDollars');
    constructor(scheduler, commands, readModels) {
        this.scheduler = scheduler;
        this.commands = commands;
        this.readModels = readModels;
    }
    onModuleInit() {
        this.scheduler.register({
            name: MAINTENANCE_FEE_JOB,
            everyMs: 3_600_000,
            readModels: [SITE_DOLLAR_ACCOUNTS],
            run: (now) => this.run(now),
        });
    }
    async run(now) {
        const at = now.toISOString();
        const context = {
            correlationId: `maintenance-fee-${at}`,
            causationId: `maintenance-fee-${at}`,
            actor: { id: MAINTENANCE_FEE_JOB, role: 'system' },
            now,
        };
        const dormant = await this.readModels
            .collection(SITE_DOLLAR_ACCOUNTS)
            .find({ balanceCents: { $gt: 0 }, lastActivityAt: { $ne: null, $lte: dormantBefore(at) } }, { sort: { _id: 1 } })
            .toArray();
        let done = 0;
        for (const { _id: customerId } of dormant) {
            try {
                const outcome = await this.commands.handle(siteDollarsStreamId(customerId), siteDollarsDecider, {
                    type: 'ChargeMaintenanceFee',
                    feeId: idFromKey('maintenance-fee', customerId, feeMonth(at)),
                    customerId,
                    at,
                }, context);
                done += outcome.events.length;
            }
            catch (error) {
                // One account's trouble never stops the others; its fee is due again next run.
                this.logger.error({ err: error, customerId }, 'maintenance fee failed');
            }
        }
        return { done };
    }
};
MaintenanceFeeJob = __decorate([
    Injectable(),
    __param(0, Inject(Scheduler)),
    __metadata("design:paramtypes", [Scheduler,
        CommandProcessor,
        ReadModels])
], MaintenanceFeeJob);
export { MaintenanceFeeJob };
