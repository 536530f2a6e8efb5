import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type CreditCap,
  GrantSiteDollarsCreditBody,
  siteDollarsStreamId,
  type GrantCreditResponse,
} from '@flirtwire/contracts';
import { Roles } from '../../../shared/auth/roles.guard.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { creditPendingMessage, siteDollarsDecider } from '../site-dollars.decider.js';
import { GrantCreditCommand } from './grant-credit.command.js';

@ApiTags('payments')
@Controller('client_api/admin/users')
export class GrantCreditController {
  constructor(
    private readonly commands: CommandBus,
    private readonly processor: CommandProcessor,
  ) {}

  /**
   * Support staff (moderators, admins) grant a satisfaction credit in site dollars to someone
   * else; above the configured caps it waits for a second person in finance (`status: pending`).
   */
  @Post(':id/site_dollars_credits')
  @HttpCode(201)
  @Roles('moderator', 'admin')
  @ApiOperation({
    summary: 'Grant a satisfaction credit with a reason (above the caps: a request for finance)',
  })
  async grant(
    @Param('id') customerId: string,
    @Body({ schema: GrantSiteDollarsCreditBody }) body: GrantSiteDollarsCreditBody,
    @ReqContext() context: RequestContext,
  ): Promise<GrantCreditResponse> {
    const outcome = await this.commands.execute(new GrantCreditCommand(customerId, body, context));
    const state = await this.processor.state(siteDollarsDecider, siteDollarsStreamId(customerId));
    const requested = outcome.events.find((e) => e.type === 'SatisfactionCreditRequested');
    const granted = outcome.events.find((e) => e.type === 'SatisfactionCreditGranted');
    const data = (requested ?? granted)?.data as
      { requestId?: string; creditId?: string; cap?: CreditCap } | undefined;
    return {
      streamId: outcome.streamId,
      revision: outcome.revision,
      position: outcome.position,
      balance_cents: state.balanceCents,
      status: requested ? 'pending' : 'granted',
      credit_id: data?.requestId ?? data?.creditId ?? '',
      message: data?.cap ? creditPendingMessage(data.cap) : null,
    };
  }
}
