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
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreditRequestStatus, } from '@flirtwire/contracts';
import { SITE_DOLLAR_CREDIT_REQUESTS, } from '@flirtwire/projections';
import { z } from 'zod';
import { UserDirectory } from '../../../identity/user/user-directory.js';
import { ReadModels } from '../../../read-side/read-models.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { Roles } from '../../../shared/auth/roles.guard.js';
const ListQuery = z.object({ status: CreditRequestStatus.default('pending') });
/** Finance's list of staff credits above a cap: pending ones first to decide, or the decided. */
let ListCreditRequestsController = class ListCreditRequestsController {
    readModels;
    directory;
    constructor(readModels, directory) {
        this.readModels = readModels;
        this.directory = directory;
    }
    async list(query) {
        const docs = await this.readModels
            .collection(SITE_DOLLAR_CREDIT_REQUESTS)
            .find({ status: query.status }, { sort: { requestedAt: -1 }, limit: 500 })
            .toArray();
        const logins = new Map();
        const loginOf = async (userId) => {
            if (userId === null)
                return null;
            if (!logins.has(userId)) {
                const user = await this.directory.load(userId);
                logins.set(userId, user.exists ? user.login : null);
            }
            return logins.get(userId) ?? null;
        };
        const requests = [];
        for (const doc of docs) {
            requests.push({
                request_id: doc._id,
                customer_id: doc.customerId,
                customer_login: await loginOf(doc.customerId),
                amount_cents: doc.amountCents,
                reason: doc.reason,
                requested_by: doc.requestedBy,
                requested_by_login: await loginOf(doc.requestedBy),
                requested_at: doc.requestedAt,
                cap: doc.cap,
                status: doc.status,
                decided_by: doc.decidedBy,
                decided_by_login: await loginOf(doc.decidedBy),
                decided_at: doc.decidedAt,
                decision_note: doc.decisionNote,
            });
        }
        return { requests };
    }
};
__decorate([
    Get(),
    ReadsProjections('site-dollars'),
    ApiOperation({ summary: 'Staff credits above a cap, by status (pending by default)' }),
    __param(0, Query({ schema: ListQuery })),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], ListCreditRequestsController.prototype, "list", null);
ListCreditRequestsController = __decorate([
    ApiTags('finance'),
    Controller('finance/site_dollars_credit_requests'),
    Roles('finance'),
    __metadata("design:paramtypes", [ReadModels,
        UserDirectory])
], ListCreditRequestsController);
export { ListCreditRequestsController };
