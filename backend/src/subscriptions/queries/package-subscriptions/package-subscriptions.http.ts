import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PackageSubscriptionsQuery as Params, type SubscriptionView } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { PackageSubscriptionsQuery, RecurringPaymentQuery } from './package-subscriptions.query.js';

@ApiTags('package subscriptions')
@Controller('client_api/package_subscriptions')
export class PackageSubscriptionsController {
  constructor(private readonly queries: QueryBus) {}

  /** The caller's package subscriptions with one Flirt (`advisor_id` or `advisor_login`). */
  @Get()
  @Roles('customer')
  @ReadsProjections('subscriptions', 'packages')
  @ApiOperation({ summary: 'Package subscriptions with a Flirt' })
  async list(
    @Query({ schema: Params }) params: Params,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ subscriptions: SubscriptionView[] }> {
    const subscriptions = await this.queries.execute(
      new PackageSubscriptionsQuery(principal.userId, {
        id: params.advisor_id,
        login: params.advisor_login,
      }),
    );
    return { subscriptions };
  }

  /** One package subscription with `current_charge` (Perks Used) and the billing period. */
  @Get(':id')
  @Roles('customer')
  @ApiOperation({ summary: 'One package subscription' })
  one(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SubscriptionView> {
    return this.queries.execute(new RecurringPaymentQuery(principal.userId, id));
  }
}
