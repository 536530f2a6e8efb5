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
import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ReadsProjections } from '../../read-side/read-your-writes/read-your-writes.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { CustomerTransactionRows } from './customer-transaction-rows.js';
let CustomerTransactionsController = class CustomerTransactionsController {
    rows;
    constructor(rows) {
        this.rows = rows;
    }
    /**
     * Every charge the signed-in person paid, once each with its channel (tributes, chat gifts,
     * subscriptions, packages, recurring tributes, chat volleys, paid mail, goody bags, calls,
     * site-dollar top-ups), what paid it, its refunds and a link to its detail.
     */
    async list(principal) {
        return { transactions: await this.rows.list(principal.userId) };
    }
};
__decorate([
    Get(),
    Roles(),
    ReadsProjections('customer-transactions', 'site-dollars'),
    ApiOperation({ summary: 'Your purchases on every channel and their refunds' }),
    __param(0, CurrentPrincipal()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], CustomerTransactionsController.prototype, "list", null);
CustomerTransactionsController = __decorate([
    ApiTags('payments'),
    Controller('client_api/transactions'),
    __metadata("design:paramtypes", [CustomerTransactionRows])
], CustomerTransactionsController);
export { CustomerTransactionsController };
