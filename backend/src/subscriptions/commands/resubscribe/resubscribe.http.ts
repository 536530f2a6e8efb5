import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SubscribeResult } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { subscriptionIdFor } from '../../subscription.decider.js';
import { ResubscribeCommand } from './resubscribe.command.js';
import { Throttle } from '../../../shared/http/throttle/throttle.guard.js';

@ApiTags('subscriptions')
@Controller('client_api/subscriptions')
export class ResubscribeController {
  constructor(private readonly commands: CommandBus) {}

  /** Renew: resume, retry a failed renewal with the default card, or subscribe again. */
  @Post(':advisorId/resubscribe')
  @Throttle('purchase')
  @HttpCode(200)
  @Roles('customer')
  @ApiOperation({ summary: 'Renew a subscription' })
  resubscribe(
    @Param('advisorId') advisorId: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<SubscribeResult> {
    return this.commands.execute(
      new ResubscribeCommand(
        principal.userId,
        subscriptionIdFor.feed(principal.userId, advisorId),
        context,
      ),
    );
  }
}
