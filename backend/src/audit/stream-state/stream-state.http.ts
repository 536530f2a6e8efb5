import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { StreamStateParams, type StreamStateResponse } from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { StreamIdParam } from '../audit-support.js';
import { auditorOf } from '../recording/audit-recorder.js';
import { StreamStateQuery } from './stream-state.query.js';

@ApiTags('audit')
@Controller('audit/streams')
@Roles('auditor')
export class StreamStateController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':streamId/state')
  @ApiOperation({ summary: "An aggregate's state at a revision (`revision`) or time (`at`)" })
  state(
    @Param('streamId', { schema: StreamIdParam }) streamId: string,
    @Query({ schema: StreamStateParams }) params: StreamStateParams,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<StreamStateResponse> {
    return this.queries.execute(
      new StreamStateQuery(auditorOf(principal.userId, context), streamId, params),
    );
  }
}
