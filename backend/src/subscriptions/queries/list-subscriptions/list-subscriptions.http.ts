import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListSubscriptionsQuery as Params, type SubscriptionsPage } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { ListSubscriptionsQuery } from './list-subscriptions.query.js';

@ApiTags('subscriptions')
@Controller('client_api')
export class ListSubscriptionsController {
  constructor(private readonly queries: QueryBus) {}

  /** The subscriptions page (spec 000 §2): filter active | needs_attention | expired | all. */
  @Get('subscriptions')
  @Roles('customer')
  @ReadsProjections('subscriptions', 'packages')
  @ApiOperation({ summary: "The customer's subscriptions" })
  list(
    @Query({ schema: Params }) params: Params,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SubscriptionsPage> {
    return this.queries.execute(new ListSubscriptionsQuery(principal.userId, params, false));
  }

  /** Package subscriptions and recurring tributes (spec 000 §7 "tributes with filter"). */
  @Get('tributes')
  @Roles('customer')
  @ReadsProjections('subscriptions', 'packages')
  @ApiOperation({ summary: "The customer's package subscriptions and recurring tributes" })
  tributes(
    @Query({ schema: Params }) params: Params,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SubscriptionsPage> {
    return this.queries.execute(new ListSubscriptionsQuery(principal.userId, params, true));
  }
}
