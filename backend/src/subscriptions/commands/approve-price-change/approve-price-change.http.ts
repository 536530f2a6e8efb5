import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApprovePriceChangeBody, type SubscribeResult } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { subscriptionIdFor } from '../../subscription.decider.js';
import { ApprovePriceChangeCommand } from './approve-price-change.command.js';

@ApiTags('subscriptions')
@Controller('client_api/subscriptions')
export class ApprovePriceChangeController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Approve a new price (spec 000 §7). `subscription_id` names another of the caller's recurring
   * payments with this Flirt (a package); without it, the feed subscription.
   */
  @Post(':advisorId/approve')
  @HttpCode(200)
  @Roles('customer')
  @ApiOperation({ summary: 'Approve a price change' })
  approve(
    @Param('advisorId') advisorId: string,
    @Body({ schema: ApprovePriceChangeBody }) body: ApprovePriceChangeBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<SubscribeResult> {
    const subscriptionId =
      body.subscription_id ?? subscriptionIdFor.feed(principal.userId, advisorId);
    return this.commands.execute(
      new ApprovePriceChangeCommand(principal.userId, subscriptionId, context),
    );
  }
}
