import { Body, Controller, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type SubscribeResult, UpdateTributeBody } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { UpdateTributeCommand } from './update-tribute.command.js';

@ApiTags('payments')
@Controller('client_api/recurring_tributes/monetary_tributes')
export class UpdateTributeController {
  constructor(private readonly commands: CommandBus) {}

  /** Change a running tribute's amount or message; the next renewal charges the new amount. */
  @Put(':tributeId')
  @HttpCode(200)
  @Roles('customer', 'advisor')
  @ApiOperation({ summary: 'Update a recurring monetary tribute' })
  update(
    @Param('tributeId') tributeId: string,
    @Body({ schema: UpdateTributeBody }) body: UpdateTributeBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<SubscribeResult> {
    return this.commands.execute(
      new UpdateTributeCommand(principal.userId, tributeId, body, context),
    );
  }
}
