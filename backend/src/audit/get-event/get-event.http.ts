import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuditEventView, EventPositionParam } from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { auditorOf } from '../recording/audit-recorder.js';
import { GetEventQuery } from './get-event.query.js';

@ApiTags('audit')
@Controller('audit/events')
@Roles('auditor')
export class GetEventController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':position')
  @ApiOperation({ summary: "One event's full envelope (auditors)" })
  get(
    @Param('position', { schema: EventPositionParam }) position: number,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<AuditEventView> {
    return this.queries.execute(new GetEventQuery(auditorOf(principal.userId, context), position));
  }
}
