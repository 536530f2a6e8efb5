import { Controller, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type SubscribeResult, SubscribeQuery } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { SubscribeCommand } from './subscribe.command.js';
import { Throttle } from '../../../shared/http/throttle/throttle.guard.js';

@ApiTags('subscriptions')
@Controller('client_api/subscriptions')
export class SubscribeController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Subscribe to a Flirt's feed (spec 000 §7, offering_id in the query). Answers `charged` and
   * `error` (a declined card: 200 with the error, the retry-subscribe modal); 404 for an unknown
   * Flirt or offering; 403 across a block; 400 without a card on file.
   */
  @Post(':advisorId')
  @Throttle('purchase')
  @HttpCode(200)
  @Roles('customer')
  @ApiOperation({ summary: 'Subscribe to a Flirt' })
  subscribe(
    @Param('advisorId') advisorId: string,
    @Query({ schema: SubscribeQuery }) query: SubscribeQuery,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<SubscribeResult> {
    return this.commands.execute(
      new SubscribeCommand(principal.userId, advisorId, query.offering_id, context),
    );
  }
}
