import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FiguresResponse } from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { auditorOf } from '../recording/audit-recorder.js';
import { ListFiguresQuery } from './list-figures.query.js';

@ApiTags('audit')
@Controller('audit/figures')
@Roles('auditor')
export class ListFiguresController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Figures with a declared recomputation (auditors)' })
  list(
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<FiguresResponse> {
    return this.queries.execute(new ListFiguresQuery(auditorOf(principal.userId, context)));
  }
}
