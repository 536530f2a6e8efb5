import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SubscribeResult } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { DeleteTributeCommand } from './delete-tribute.command.js';

@ApiTags('payments')
@Controller('client_api/recurring_tributes/monetary_tributes')
export class DeleteTributeController {
  constructor(private readonly commands: CommandBus) {}

  /** Stop a recurring tribute: pending_cancel until the paid month ends, then expired. */
  @Delete(':tributeId')
  @HttpCode(200)
  @Roles('customer', 'advisor')
  @ApiOperation({ summary: 'Stop a recurring monetary tribute' })
  remove(
    @Param('tributeId') tributeId: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<SubscribeResult> {
    return this.commands.execute(new DeleteTributeCommand(principal.userId, tributeId, context));
  }
}
