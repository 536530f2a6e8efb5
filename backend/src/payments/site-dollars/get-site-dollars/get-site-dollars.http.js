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
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { isUuid, SITE_DOLLARS_MESSAGES } from '@flirtwire/contracts';
import { UserDirectory } from '../../../identity/user/user-directory.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { NotFoundError } from '../../../shared/errors.js';
import { SiteDollarsView } from './site-dollars-view.js';
let GetSiteDollarsController = class GetSiteDollarsController {
    view;
    directory;
    constructor(view, directory) {
        this.view = view;
        this.directory = directory;
    }
    /** The signed-in person's own site-dollar balance and its movements. */
    mine(principal) {
        return this.view.of(principal.userId);
    }
    /** A customer's balance for support staff deciding on a satisfaction credit. */
    async theirs(customerId) {
        if (!isUuid(customerId) || !(await this.directory.load(customerId)).exists)
            throw new NotFoundError(SITE_DOLLARS_MESSAGES.customerNotFound, 'customer_not_found');
        return this.view.of(customerId);
    }
};
__decorate([
    Get('site_dollars'),
    Roles(),
    ReadsProjections('site-dollars'),
    ApiOperation({ summary: 'Your site-dollar balance and its movements' }),
    __param(0, CurrentPrincipal()),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [Object]),
    __metadata("design:returntype", Promise)
], GetSiteDollarsController.prototype, "mine", null);
__decorate([
    Get('admin/users/:id/site_dollars'),
    Roles('moderator', 'admin'),
    ReadsProjections('site-dollars'),
    ApiOperation({ summary: "A customer's site-dollar balance and movements (staff)" }),
    __param(0, Param('id')),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", [String]),
    __metadata("design:returntype", Promise)
], GetSiteDollarsController.prototype, "theirs", null);
GetSiteDollarsController = __decorate([
    ApiTags('payments'),
    Controller('client_api'),
    __metadata("design:paramtypes", [SiteDollarsView,
        UserDirectory])
], GetSiteDollarsController);
export { GetSiteDollarsController };
