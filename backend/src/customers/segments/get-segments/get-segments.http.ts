import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SEGMENT_RULES_TEXT, SegmentsResponse } from '@flirtwire/contracts';
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
  @ApiOkResponse({ schema: jsonSchema(SegmentsResponse) })
  segments(@CurrentPrincipal() principal: Principal): Promise<SegmentsResponse> {
    return this.queries.execute(new GetSegmentsQuery(principal.userId));
  }
}
