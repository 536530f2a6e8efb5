var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Injectable } from '@nestjs/common';
import { SITE_DOLLARS_TOP_UP_MAX_CENTS, SITE_DOLLARS_TOP_UP_MIN_CENTS, } from '@flirtwire/contracts';
import { SITE_DOLLAR_ACCOUNTS, SITE_DOLLAR_MOVEMENTS, } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { MoneyFacts } from '../../../subscriptions/money-facts.js';
/** A customer's site-dollar balance and movements (newest first), as the API answers them. */
let SiteDollarsView = class SiteDollarsView {
    readModels;
    facts;
    constructor(readModels, facts) {
        this.readModels = readModels;
        this.facts = facts;
    }
    async of(customerId) {
        const account = await this.readModels
            .collection(SITE_DOLLAR_ACCOUNTS)
            .findOne({ _id: customerId });
        const movements = await this.readModels
            .collection(SITE_DOLLAR_MOVEMENTS)
            .find({ customerId }, { sort: { at: -1 }, limit: 500 })
            .toArray();
        return {
            balance_cents: account?.balanceCents ?? 0,
            add_money_enabled: this.facts.flag('add_card_money'),
            min_cents: SITE_DOLLARS_TOP_UP_MIN_CENTS,
            max_cents: SITE_DOLLARS_TOP_UP_MAX_CENTS,
            movements: movements.map((row) => ({
                id: row._id,
                at: row.at,
                kind: row.kind,
                amount_cents: row.amountCents,
                balance_after_cents: row.balanceAfterCents,
                reason: row.reason,
            })),
        };
    }
};
SiteDollarsView = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [ReadModels,
        MoneyFacts])
], SiteDollarsView);
export { SiteDollarsView };
