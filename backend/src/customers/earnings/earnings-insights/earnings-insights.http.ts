import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EarningsInsightsQuery, EarningsInsightsResponse } from '@flirtwire/contracts';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { jsonSchema } from '../../customers-support.js';
import { EarningsInsightsQueryMessage } from './earnings-insights.query.js';

@ApiTags('earnings')
@Controller('client_api/earnings/insights')
@Roles('advisor')
export class EarningsInsightsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ReadsProjections('earnings', 'customer-rows')
  @ApiOperation({
    summary:
      'My earnings insights: spenders, new spenders, average per spender, gross by channel per month, payments by weekday and hour, top spenders, retention cohorts',
    description:
      "The window is the earnings view's (the last N UTC days including today, or lifetime); months, weekdays and hours are in the Flirt's time zone. Gross (what customers paid), integer cents. Each figure names its computed-figure trace (GET /audit/provenance/computed).",
  })
  @ApiOkResponse({ schema: jsonSchema(EarningsInsightsResponse) })
  insights(
    @Query({ schema: EarningsInsightsQuery }) query: EarningsInsightsQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<EarningsInsightsResponse> {
    return this.queries.execute(new EarningsInsightsQueryMessage(principal.userId, query));
  }
}
