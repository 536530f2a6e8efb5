import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { StreamEventsParams, type StreamEventsResponse } from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { StreamIdParam } from '../audit-support.js';
import { auditorOf } from '../recording/audit-recorder.js';
import { StreamEventsQuery } from './stream-events.query.js';

@ApiTags('audit')
@Controller('audit/streams')
@Roles('auditor')
export class StreamEventsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':streamId/events')
  @ApiOperation({ summary: "A stream's events from a revision on (auditors)" })
  events(
    @Param('streamId', { schema: StreamIdParam }) streamId: string,
    @Query({ schema: StreamEventsParams }) params: StreamEventsParams,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<StreamEventsResponse> {
    return this.queries.execute(
      new StreamEventsQuery(auditorOf(principal.userId, context), streamId, params),
    );
  }
}
