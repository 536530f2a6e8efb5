import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  GrantSiteDollarsCreditBody,
  siteDollarsStreamId,
  type SiteDollarsCommandResponse,
} from '@flirtwire/contracts';
import { Roles } from '../../../shared/auth/roles.guard.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { siteDollarsDecider } from '../site-dollars.decider.js';
import { GrantCreditCommand } from './grant-credit.command.js';

@ApiTags('payments')
@Controller('client_api/admin/users')
export class GrantCreditController {
  constructor(
    private readonly commands: CommandBus,
    private readonly processor: CommandProcessor,
  ) {}

  /** Support staff (moderators, admins) grant a satisfaction credit in site dollars. */
  @Post(':id/site_dollars_credits')
  @HttpCode(201)
  @Roles('moderator', 'admin')
  @ApiOperation({ summary: 'Grant a satisfaction credit (up to $25) with a reason' })
  async grant(
    @Param('id') customerId: string,
    @Body({ schema: GrantSiteDollarsCreditBody }) body: GrantSiteDollarsCreditBody,
    @ReqContext() context: RequestContext,
  ): Promise<SiteDollarsCommandResponse> {
    const outcome = await this.commands.execute(new GrantCreditCommand(customerId, body, context));
    const state = await this.processor.state(siteDollarsDecider, siteDollarsStreamId(customerId));
    return {
      streamId: outcome.streamId,
      revision: outcome.revision,
      position: outcome.position,
      balance_cents: state.balanceCents,
    };
  }
}
