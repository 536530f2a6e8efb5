import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HistoryQuery, HistoryResponse } from '@flirtwire/contracts';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { jsonSchema } from '../../customers-support.js';
import { EarningsHistoryQuery } from './earnings-history.query.js';

@ApiTags('earnings')
@Controller('client_api/earnings/history')
@Roles('advisor')
export class EarningsHistoryController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ReadsProjections('earnings', 'customer-rows')
  @ApiOperation({
    summary: 'Earnings history: every payment and reversal of the last 16 months, newest first',
    description:
      'Each row links /transactions/details/{id}?btids={btids}. Amounts in integer cents.',
  })
  @ApiOkResponse({ schema: jsonSchema(HistoryResponse) })
  history(
    @Query({ schema: HistoryQuery }) query: HistoryQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<HistoryResponse> {
    return this.queries.execute(
      new EarningsHistoryQuery(principal.userId, query.page, query.per_page),
    );
  }
}
