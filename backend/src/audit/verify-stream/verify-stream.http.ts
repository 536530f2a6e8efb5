import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StreamVerificationView } from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { StreamIdParam } from '../audit-support.js';
import { auditorOf } from '../recording/audit-recorder.js';
import { VerifyStreamQuery } from './verify-stream.query.js';

@ApiTags('audit')
@Controller('audit/streams')
@Roles('auditor')
export class VerifyStreamController {
  constructor(private readonly queries: QueryBus) {}

  /** `ok: false` names the first revision (and its position) whose link or hash does not match. */
  @Get(':streamId/verification')
  @ApiOperation({ summary: "Verify one stream's hash chain (auditors)" })
  verify(
    @Param('streamId', { schema: StreamIdParam }) streamId: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<StreamVerificationView> {
    return this.queries.execute(
      new VerifyStreamQuery(auditorOf(principal.userId, context), streamId),
    );
  }
}
