import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProvenanceParams, type ProvenanceResponse } from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { auditorOf } from '../recording/audit-recorder.js';
import { ProvenanceQuery } from './provenance.query.js';

@ApiTags('audit')
@Controller('audit/provenance')
@Roles('auditor')
export class ProvenanceController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * `collection` (logical), `id` (document) and `field` (dotted path): the figure as shown, the
   * events behind it, and the figure recomputed from them, as of the model's checkpoint.
   */
  @Get()
  @ApiOperation({ summary: 'Trace a figure to its events and recompute it (auditors)' })
  trace(
    @Query({ schema: ProvenanceParams }) params: ProvenanceParams,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<ProvenanceResponse> {
    return this.queries.execute(new ProvenanceQuery(auditorOf(principal.userId, context), params));
  }
}
