import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { isUuid, SITE_DOLLARS_MESSAGES, type SiteDollarsResponse } from '@flirtwire/contracts';
import { UserDirectory } from '../../../identity/user/user-directory.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { NotFoundError } from '../../../shared/errors.js';
import { SiteDollarsView } from './site-dollars-view.js';

@ApiTags('payments')
@Controller('client_api')
export class GetSiteDollarsController {
  constructor(
    private readonly view: SiteDollarsView,
    private readonly directory: UserDirectory,
  ) {}

  /** The signed-in person's own site-dollar balance and its movements. */
  @Get('site_dollars')
  @Roles()
  @ReadsProjections('site-dollars')
  @ApiOperation({ summary: 'Your site-dollar balance and its movements' })
  mine(@CurrentPrincipal() principal: Principal): Promise<SiteDollarsResponse> {
    return this.view.of(principal.userId);
  }

  /** A customer's balance for support staff deciding on a satisfaction credit. */
  @Get('admin/users/:id/site_dollars')
  @Roles('moderator', 'admin')
  @ReadsProjections('site-dollars')
  @ApiOperation({ summary: "A customer's site-dollar balance and movements (staff)" })
  async theirs(@Param('id') customerId: string): Promise<SiteDollarsResponse> {
    if (!isUuid(customerId) || !(await this.directory.load(customerId)).exists)
      throw new NotFoundError(SITE_DOLLARS_MESSAGES.customerNotFound, 'customer_not_found');
    return this.view.of(customerId);
  }
}
