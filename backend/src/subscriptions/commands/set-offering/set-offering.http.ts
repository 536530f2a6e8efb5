import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SetOfferingBody } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { SetOfferingCommand, type SetOfferingResult } from './set-offering.command.js';

@ApiTags('subscriptions')
@Controller('client_api/subscriptions/offerings')
export class SetOfferingController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * The Flirt's subscription price, $3.99 to $50 (only with recurring_package_tributes off). An
   * increase needs `confirm_increase: true`; current subscribers then have to approve it.
   */
  @Post()
  @HttpCode(200)
  @Roles('advisor')
  @ApiOperation({ summary: 'Save the subscription price' })
  save(
    @Body({ schema: SetOfferingBody }) body: SetOfferingBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<SetOfferingResult> {
    return this.commands.execute(new SetOfferingCommand(principal.userId, body, context));
  }
}
