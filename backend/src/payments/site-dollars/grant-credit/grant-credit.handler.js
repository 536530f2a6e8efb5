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
import { Inject } from '@nestjs/common';
import { CommandHandler } from '@nestjs/cqrs';
import { isUuid, SITE_DOLLARS_MESSAGES, siteDollarsStreamId } from '@flirtwire/contracts';
import { SITE_DOLLAR_MOVEMENTS } from '@flirtwire/projections';
import { APP_CONFIG } from '../../../config/app-config.js';
import { UserDirectory } from '../../../identity/user/user-directory.js';
import { ReadModels } from '../../../read-side/read-models.js';
import { CommandProcessor, } from '../../../shared/commands/command-processor.js';
import { CLOCK, ID_GENERATOR } from '../../../shared/domain/clock.js';
import { idFromKey } from '../../../shared/domain/ids.js';
import { NotFoundError } from '../../../shared/errors.js';
import { checkCredit, creditDay, siteDollarsDecider } from '../site-dollars.decider.js';
import { GrantCreditCommand } from './grant-credit.command.js';
/**
 * A satisfaction credit (Terms of Service: paid in site dollars), granted by support staff to
 * an existing account other than their own, with a reason; the event names the staff member.
 * Within the configured caps it lands on the balance; above one it waits for a second person in
 * finance (the decider decides which). The handler only gathers the facts: the caps and what
 * this staff member credited alone today.
 */
let GrantCreditHandler = class GrantCreditHandler {
    commands;
    directory;
    readModels;
    config;
    clock;
    ids;
    constructor(commands, directory, readModels, config, clock, ids) {
        this.commands = commands;
        this.directory = directory;
        this.readModels = readModels;
        this.config = config;
        this.clock = clock;
        this.ids = ids;
    }
    async execute({ customerId, body, context }) {
        // The amount and reason first (400), before looking anyone up.
        checkCredit(body.amount_text, body.reason);
        if (!isUuid(customerId) || !(await this.directory.load(customerId)).exists)
            throw new NotFoundError(SITE_DOLLARS_MESSAGES.customerNotFound, 'customer_not_found');
        const now = this.clock.now();
        const at = now.toISOString();
        return this.commands.handle(siteDollarsStreamId(customerId), siteDollarsDecider, {
            type: 'GrantSatisfactionCredit',
            creditId: context.idempotencyKey
                ? idFromKey('site-dollars-credit', context.actor.id, context.idempotencyKey)
                : this.ids.next(),
            customerId,
            amountText: body.amount_text,
            reason: body.reason,
            grantedBy: context.actor.id,
            at,
            caps: this.config.siteDollarCreditCaps,
            staffCreditedTodayCents: await this.staffCreditedToday(context.actor.id, at),
        }, { ...context, now });
    }
    /**
     * What the staff member credited alone (any customer) on the UTC day of `at`, from the
     * movements read model. The per-customer cap is exact (decided on the customer's stream); this
     * one follows the read model, which trails the log by a batch.
     */
    async staffCreditedToday(staffId, at) {
        const rows = await this.readModels
            .collection(SITE_DOLLAR_MOVEMENTS)
            .find({
            kind: 'credit',
            grantedBy: staffId,
            approvedBy: null,
            at: { $gte: `${creditDay(at)}T00:00:00.000Z` },
        })
            .toArray();
        return rows.reduce((sum, row) => sum + row.amountCents, 0);
    }
};
GrantCreditHandler = __decorate([
    CommandHandler(GrantCreditCommand),
    __param(3, Inject(APP_CONFIG)),
    __param(4, Inject(CLOCK)),
    __param(5, Inject(ID_GENERATOR)),
    __metadata("design:paramtypes", [CommandProcessor,
        UserDirectory,
        ReadModels, Object, Object, Object])
], GrantCreditHandler);
export { GrantCreditHandler };
