import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BrowseEventsParams, type BrowseEventsResponse } from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { auditorOf } from '../recording/audit-recorder.js';
import { BrowseEventsQuery } from './browse-events.query.js';

@ApiTags('audit')
@Controller('audit/events')
@Roles('auditor')
export class BrowseEventsController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * The global log, filtered by event types, stream (exact or prefix), actor, correlation id
   * and time range, paged both ways by cursor. Personal values show masked or erased.
   */
  @Get()
  @ApiOperation({ summary: 'Browse the event log (auditors)' })
  browse(
    @Query({ schema: BrowseEventsParams }) params: BrowseEventsParams,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<BrowseEventsResponse> {
    return this.queries.execute(
      new BrowseEventsQuery(auditorOf(principal.userId, context), params),
    );
  }
}
