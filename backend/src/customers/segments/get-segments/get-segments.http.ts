import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CustomersAsOfQuery, SEGMENT_RULES_TEXT, SegmentsResponse } from '@flirtwire/contracts';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { jsonSchema } from '../../customers-support.js';
import { GetSegmentsQuery } from './get-segments.query.js';

@ApiTags('customers')
@Controller('client_api/customers')
@Roles('advisor')
export class GetSegmentsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('segments')
  @ReadsProjections('customer-rows')
  @ApiOperation({
    summary: 'The value-tier and lapse-status chips: label, colour and the rule behind each',
    description: SEGMENT_RULES_TEXT,
  })
  @ApiQuery({
    name: 'as_of',
    required: false,
    description: 'YYYY-MM-DD: the cut-offs as they stood at the end of that day',
  })
  @ApiOkResponse({ schema: jsonSchema(SegmentsResponse) })
  segments(
    @CurrentPrincipal() principal: Principal,
    @Query({ schema: CustomersAsOfQuery }) query: CustomersAsOfQuery,
  ): Promise<SegmentsResponse> {
    return this.queries.execute(new GetSegmentsQuery(principal.userId, query.as_of));
  }
}
