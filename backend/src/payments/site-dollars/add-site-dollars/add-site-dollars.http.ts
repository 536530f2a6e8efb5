import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AddSiteDollarsBody,
  siteDollarsStreamId,
  type SiteDollarsCommandResponse,
} from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { siteDollarsDecider } from '../site-dollars.decider.js';
import { AddSiteDollarsCommand } from './add-site-dollars.command.js';
import { Throttle } from '../../../shared/http/throttle/throttle.guard.js';

@ApiTags('payments')
@Controller('client_api/site_dollars')
export class AddSiteDollarsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly processor: CommandProcessor,
  ) {}

  /** Add Money: charge the default card and add the amount to the site-dollar balance. */
  @Post()
  @Throttle('topUp')
  @HttpCode(201)
  @Roles('customer', 'advisor')
  @ApiOperation({ summary: 'Add money (site dollars) to your account by your default card' })
  async add(
    @Body({ schema: AddSiteDollarsBody }) body: AddSiteDollarsBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<SiteDollarsCommandResponse> {
    const outcome = await this.commands.execute(
      new AddSiteDollarsCommand(principal.userId, body, context),
    );
    const state = await this.processor.state(
      siteDollarsDecider,
      siteDollarsStreamId(principal.userId),
    );
    return {
      streamId: outcome.streamId,
      revision: outcome.revision,
      position: outcome.position,
      balance_cents: state.balanceCents,
    };
  }
}
