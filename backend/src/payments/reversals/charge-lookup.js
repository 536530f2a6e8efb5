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
import { Inject, Injectable } from '@nestjs/common';
import { REVERSAL_MESSAGES as M } from '@flirtwire/contracts';
import { CHARGES } from '@flirtwire/projections';
import { EVENT_STORE } from '../../infrastructure/event-store/event-store.port.js';
import { ReadModels } from '../../read-side/read-models.js';
import { NotFoundError } from '../../shared/errors.js';
/**
 * Finds a payment by our charge id (or the processor's reference): the charges read model
 * says which stream holds it, and the payment event in that stream is the fact the reversal
 * is decided on (never the view).
 */
let ChargeLookup = class ChargeLookup {
    readModels;
    store;
    constructor(readModels, store) {
        this.readModels = readModels;
        this.store = store;
    }
    async find(id, byReference = false) {
        const charges = this.readModels.collection(CHARGES);
        const doc = (await charges.findOne({ _id: id })) ??
            (byReference ? await charges.findOne({ gatewayReference: id }) : null);
        if (!doc)
            throw new NotFoundError(M.chargeNotFound, 'charge_not_found');
        // eslint-disable-next-line local/state-via-command-processor -- the payment event itself is the fact a reversal is decided on: no state folded
        for (const event of await this.store.readStream(doc.streamId)) {
            const paidId = event.type === 'TipSent'
                ? event.data.tipId
                : event.type === 'SubscriptionCharged'
                    ? event.data.chargeId
                    : null;
            if (paidId !== doc._id)
                continue;
            const data = event.data;
            return {
                chargeId: doc._id,
                source: event.type === 'TipSent' ? 'tip' : 'subscription',
                customerId: data.customerId,
                creatorId: data.creatorId,
                amountCents: data.amountCents,
                paidAt: event.occurredAt,
                gatewayReference: data.gatewayReference ?? null,
            };
        }
        throw new NotFoundError(M.chargeNotFound, 'charge_not_found');
    }
};
ChargeLookup = __decorate([
    Injectable(),
    __param(1, Inject(EVENT_STORE)),
    __metadata("design:paramtypes", [ReadModels, Object])
], ChargeLookup);
export { ChargeLookup };
