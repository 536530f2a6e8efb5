import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StreamCategoriesResponse } from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { auditorOf } from '../recording/audit-recorder.js';
import { ListStreamCategoriesQuery } from './list-stream-categories.query.js';

@ApiTags('audit')
@Controller('audit/stream-categories')
@Roles('auditor')
export class ListStreamCategoriesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Stream categories with a decider for time travel (auditors)' })
  list(
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<StreamCategoriesResponse> {
    return this.queries.execute(
      new ListStreamCategoriesQuery(auditorOf(principal.userId, context)),
    );
  }
}
