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
import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../shared/auth/roles.guard.js';
import { ChargeDetailQuery } from './charge-detail.query.js';
let ChargeDetailController = class ChargeDetailController {
    queries;
    constructor(queries) {
        this.queries = queries;
    }
    /** A payment with its refunds and chargebacks (finance, admin). */
    detail(chargeId) {
        return this.queries.execute(new ChargeDetailQuery(chargeId));
    }
};
__decorate([
    Get(':chargeId'),
    Roles('finance', 'admin'),
    ApiOperation({ summary: 'A payment and its reversals' }),
    __param(0, Param('chargeId')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], ChargeDetailController.prototype, "detail", null);
ChargeDetailController = __decorate([
    ApiTags('finance'),
    Controller('finance/charges'),
    __metadata("design:paramtypes", [QueryBus])
], ChargeDetailController);
export { ChargeDetailController };
