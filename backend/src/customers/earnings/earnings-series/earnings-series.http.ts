import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EarningsQuery, EarningsResponse } from '@flirtwire/contracts';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { jsonSchema } from '../../customers-support.js';
import { EarningsSeriesQuery } from './earnings-series.query.js';

@ApiTags('earnings')
@Controller('client_api/earnings')
@Roles('advisor')
export class EarningsSeriesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ReadsProjections('earnings')
  @ApiOperation({
    summary: 'My earnings per channel: a series (day, week or month) and totals, gross and net',
    description:
      'Windows: the last 7, 14, 30, 60, 90, 180 or 365 UTC days including today, or lifetime. Integer cents. Net is gross less the platform fee, refunds, chargebacks and chargeback fees (on the day they happen).',
  })
  @ApiOkResponse({ schema: jsonSchema(EarningsResponse) })
  earnings(
    @Query({ schema: EarningsQuery }) query: EarningsQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<EarningsResponse> {
    return this.queries.execute(new EarningsSeriesQuery(principal.userId, query));
  }
}
