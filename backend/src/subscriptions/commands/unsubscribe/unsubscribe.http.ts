import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SubscribeResult } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { subscriptionIdFor } from '../../subscription.decider.js';
import { UnsubscribeCommand } from './unsubscribe.command.js';

@ApiTags('subscriptions')
@Controller('client_api/subscriptions')
export class UnsubscribeController {
  constructor(private readonly commands: CommandBus) {}

  /** Unsubscribe: pending_cancel until the paid period ends. */
  @Delete(':advisorId')
  @HttpCode(200)
  @Roles('customer')
  @ApiOperation({ summary: 'Unsubscribe from a Flirt' })
  unsubscribe(
    @Param('advisorId') advisorId: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<SubscribeResult> {
    return this.commands.execute(
      new UnsubscribeCommand(
        principal.userId,
        subscriptionIdFor.feed(principal.userId, advisorId),
        context,
      ),
    );
  }
}
