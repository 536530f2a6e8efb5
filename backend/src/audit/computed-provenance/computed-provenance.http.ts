import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ComputedProvenanceParams, type ComputedProvenanceResponse } from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { auditorOf } from '../recording/audit-recorder.js';
import { ComputedProvenanceQuery } from './computed-provenance.query.js';

@ApiTags('audit')
@Controller('audit/provenance/computed')
@Roles('auditor')
export class ComputedProvenanceController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * `figure` (a key of `GET /audit/figures` → `computed`), `subjectId`, optional `from`/`to`
   * (UTC days, inclusive) and `part`: the figure as the read model gives it, the events behind
   * it and the figure recomputed from them, as of the read model's checkpoint.
   */
  @Get()
  @ApiOperation({ summary: 'Trace a computed figure (earnings total, 1099-K box) (auditors)' })
  trace(
    @Query({ schema: ComputedProvenanceParams }) params: ComputedProvenanceParams,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<ComputedProvenanceResponse> {
    return this.queries.execute(
      new ComputedProvenanceQuery(auditorOf(principal.userId, context), params),
    );
  }
}
