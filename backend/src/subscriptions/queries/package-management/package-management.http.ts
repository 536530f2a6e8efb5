import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PackageManagementResponse } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { PackageManagementQuery } from './package-management.query.js';

@ApiTags('packages')
@Controller('client_api/package_management')
export class PackageManagementController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * Manage Packages (spec 000 §2 /packages): every package of the signed-in Flirt with
   * activeSubscribersCount, pendingExpirationCount, expiredCount, cancellationRate and
   * formattedStatus; realtime notices arrive on the `creator:<id>` topic.
   */
  @Get()
  @Roles('advisor')
  @ReadsProjections('packages', 'feed-posts')
  @ApiOperation({ summary: "The Flirt's packages with statistics" })
  list(@CurrentPrincipal() principal: Principal): Promise<PackageManagementResponse> {
    return this.queries.execute(new PackageManagementQuery(principal.userId));
  }
}
