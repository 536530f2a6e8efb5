import { Body, Controller, Delete, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type SubscribeResult, UpdatePackageSubscriptionBody } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { ApprovePriceChangeCommand } from '../approve-price-change/approve-price-change.command.js';
import { ResubscribeCommand } from '../resubscribe/resubscribe.command.js';
import { UnsubscribeCommand } from '../unsubscribe/unsubscribe.command.js';
import { Throttle } from '../../../shared/http/throttle/throttle.guard.js';

/**
 * A package subscription by its id (the caller's own; anyone else's answers 404): Renew or
 * approve a new price (PUT), cancel at the end of the period (DELETE). The same commands as the
 * feed subscription's.
 */
@ApiTags('package subscriptions')
@Controller('client_api/package_subscriptions')
export class ChangePackageSubscriptionController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  @Throttle('purchase')
  @HttpCode(200)
  @Roles('customer')
  @ApiOperation({ summary: 'Renew a package subscription or approve its new price' })
  change(
    @Param('id') id: string,
    @Body({ schema: UpdatePackageSubscriptionBody }) body: UpdatePackageSubscriptionBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<SubscribeResult> {
    return this.commands.execute(
      body.action === 'approve'
        ? new ApprovePriceChangeCommand(principal.userId, id, context)
        : new ResubscribeCommand(principal.userId, id, context),
    );
  }

  @Delete(':id')
  @HttpCode(200)
  @Roles('customer')
  @ApiOperation({ summary: 'Cancel a package subscription at the end of its period' })
  cancel(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<SubscribeResult> {
    return this.commands.execute(new UnsubscribeCommand(principal.userId, id, context));
  }
}
