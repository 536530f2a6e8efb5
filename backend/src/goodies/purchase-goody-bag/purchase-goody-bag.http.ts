import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GoodyBagPurchaseResult } from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { PurchaseGoodyBagCommand } from './purchase-goody-bag.command.js';
import { Throttle } from '../../shared/http/throttle/throttle.guard.js';

@ApiTags('goodies')
@Controller('client_api/goody_bags')
export class PurchaseGoodyBagController {
  constructor(private readonly commands: CommandBus) {}

  /** Buy a goody bag with the default card; buying it again charges nothing. */
  @Post(':id/purchase')
  @Throttle('purchase')
  @HttpCode(201)
  @Roles('customer', 'advisor')
  @ApiOperation({ summary: 'Buy a goody bag' })
  purchase(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<GoodyBagPurchaseResult> {
    return this.commands.execute(new PurchaseGoodyBagCommand(principal.userId, id, context));
  }
}
