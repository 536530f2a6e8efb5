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
import { customerTransactionPath, formatCents, } from '@flirtwire/contracts';
import { CUSTOMER_TRANSACTIONS, SITE_DOLLAR_MOVEMENTS, } from '@flirtwire/projections';
import { UserDirectory } from '../../identity/user/user-directory.js';
import { ReadModels } from '../../read-side/read-models.js';
/** The most rows the list answers with (newest first). */
const LIST_LIMIT = 500;
/**
 * A customer's own charges as the API shows them: every channel, the Flirt's login, and what
 * paid (a purchase the balance paid has a spend naming it; every other one went to the card).
 */
let CustomerTransactionRows = class CustomerTransactionRows {
    readModels;
    directory;
    constructor(readModels, directory) {
        this.readModels = readModels;
        this.directory = directory;
    }
    async list(customerId) {
        const docs = await this.readModels
            .collection(CUSTOMER_TRANSACTIONS)
            .find({ customerId }, { sort: { paidAt: -1 }, limit: LIST_LIMIT })
            .toArray();
        const fromBalance = await this.paidFromBalance(customerId, docs);
        const logins = await this.logins(docs);
        return docs.map((doc) => ({
            ...rowOf(doc, fromBalance, logins),
            detail_path: customerTransactionPath(doc._id),
        }));
    }
    /** The customer's own charge `id` with its reversals, or null (someone else's, or none). */
    async one(customerId, id) {
        const doc = await this.readModels
            .collection(CUSTOMER_TRANSACTIONS)
            .findOne({ _id: id, customerId });
        if (!doc)
            return null;
        const fromBalance = await this.paidFromBalance(customerId, [doc]);
        const logins = await this.logins([doc]);
        return {
            side: 'customer',
            ...rowOf(doc, fromBalance, logins),
            reversals: doc.reversals.map((r) => ({
                id: r.id,
                created_at: r.at,
                kind: r.kind,
                description: `${r.kind === 'refund' ? 'Refund' : 'Chargeback'} of ${formatCents(r.amountCents)}`,
                amount_cents: -r.amountCents,
            })),
        };
    }
    async paidFromBalance(customerId, docs) {
        const spent = await this.readModels
            .collection(SITE_DOLLAR_MOVEMENTS)
            .find({
            customerId,
            kind: 'purchase',
            purchaseId: { $in: docs.map((doc) => doc.purchaseId) },
        })
            .toArray();
        return new Set(spent.flatMap((movement) => movement.purchaseId ?? []));
    }
    async logins(docs) {
        const logins = new Map();
        for (const creatorId of new Set(docs.flatMap((doc) => doc.creatorId ?? []))) {
            const user = await this.directory.load(creatorId);
            if (user.exists)
                logins.set(creatorId, user.login);
        }
        return logins;
    }
};
CustomerTransactionRows = __decorate([
    Injectable(),
    __metadata("design:paramtypes", [ReadModels,
        UserDirectory])
], CustomerTransactionRows);
export { CustomerTransactionRows };
function rowOf(doc, fromBalance, logins) {
    return {
        id: doc._id,
        paid_at: doc.paidAt,
        channel: doc.channel,
        description: doc.description,
        creator_login: doc.creatorId === null ? null : (logins.get(doc.creatorId) ?? null),
        amount_cents: doc.amountCents,
        refunded_cents: doc.refundedCents,
        charged_back_cents: doc.chargedBackCents,
        paid_from: fromBalance.has(doc.purchaseId) ? 'site_dollars' : 'card',
    };
}
