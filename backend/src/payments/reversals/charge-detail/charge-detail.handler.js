var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { QueryHandler } from '@nestjs/cqrs';
import { REVERSAL_MESSAGES as M } from '@flirtwire/contracts';
import { CHARGES } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { NotFoundError } from '../../../shared/errors.js';
import { ChargeDetailQuery } from './charge-detail.query.js';
let ChargeDetailHandler = class ChargeDetailHandler {
    readModels;
    constructor(readModels) {
        this.readModels = readModels;
    }
    async execute({ chargeId }) {
        const doc = await this.readModels.collection(CHARGES).findOne({ _id: chargeId });
        if (!doc)
            throw new NotFoundError(M.chargeNotFound, 'charge_not_found');
        return {
            charge_id: doc._id,
            source: doc.source,
            customer_id: doc.customerId,
            creator_id: doc.creatorId,
            amount_cents: doc.amountCents,
            platform_fee_cents: doc.platformFeeCents,
            paid_at: doc.paidAt,
            gateway_reference: doc.gatewayReference,
            refunded_cents: doc.refundedCents,
            charged_back_cents: doc.chargedBackCents,
            remaining_cents: doc.amountCents - doc.refundedCents - doc.chargedBackCents,
            reversals: doc.reversals.map((r) => ({
                id: r.id,
                kind: r.kind,
                amount_cents: r.amountCents,
                reason: r.reason,
                at: r.at,
            })),
        };
    }
};
ChargeDetailHandler = __decorate([
    QueryHandler(ChargeDetailQuery),
    __metadata("design:paramtypes", [ReadModels])
], ChargeDetailHandler);
export { ChargeDetailHandler };
