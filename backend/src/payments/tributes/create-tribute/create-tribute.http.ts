import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreateTributeBody, type SubscribeResult } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { CreateTributeCommand } from './create-tribute.command.js';
import { Throttle } from '../../../shared/http/throttle/throttle.guard.js';

@ApiTags('payments')
@Controller('client_api/recurring_tributes/monetary_tributes')
export class CreateTributeController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Start a monthly tribute (spec 000 §7: advisor_id, rate, message, parent_monetary_tribute_id,
   * from_nf_chat). Answers `charged` and `error` like subscribe; 404 for an unknown Flirt or with
   * the flag off; 403 across a block; 400 without a card or outside $1 to $1,000.
   */
  @Post()
  @Throttle('purchase')
  @HttpCode(200)
  @Roles('customer', 'advisor')
  @ApiOperation({ summary: 'Start a recurring monetary tribute' })
  create(
    @Body({ schema: CreateTributeBody }) body: CreateTributeBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<SubscribeResult> {
    return this.commands.execute(new CreateTributeCommand(principal.userId, body, context));
  }
}
