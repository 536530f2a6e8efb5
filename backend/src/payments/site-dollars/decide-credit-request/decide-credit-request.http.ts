import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ApproveCreditRequestBody,
  type CommandResult,
  RejectCreditRequestBody,
} from '@flirtwire/contracts';
import { Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { DecideCreditRequestCommand } from './decide-credit-request.command.js';

/**
 * The second person of a staff credit above a cap: someone in finance other than the requester
 * and the recipient approves it (it lands on the balance) or rejects it with a reason.
 */
@ApiTags('finance')
@Controller('finance/site_dollars_credit_requests')
@Roles('finance')
export class DecideCreditRequestController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':requestId/approval')
  @HttpCode(201)
  @ApiOperation({ summary: 'Approve a pending site-dollar credit (not your own request)' })
  async approve(
    @Param('requestId') requestId: string,
    @Body({ schema: ApproveCreditRequestBody }) body: ApproveCreditRequestBody,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    const outcome = await this.commands.execute(
      new DecideCreditRequestCommand(
        requestId,
        { type: 'approve', note: body.note ?? null },
        context,
      ),
    );
    return { streamId: outcome.streamId, revision: outcome.revision, position: outcome.position };
  }

  @Post(':requestId/rejection')
  @HttpCode(201)
  @ApiOperation({ summary: 'Reject a pending site-dollar credit with a reason' })
  async reject(
    @Param('requestId') requestId: string,
    @Body({ schema: RejectCreditRequestBody }) body: RejectCreditRequestBody,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    const outcome = await this.commands.execute(
      new DecideCreditRequestCommand(requestId, { type: 'reject', reason: body.reason }, context),
    );
    return { streamId: outcome.streamId, revision: outcome.revision, position: outcome.position };
  }
}
