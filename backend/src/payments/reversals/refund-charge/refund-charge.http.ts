import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CommandResult, RefundChargeBody } from '@flirtwire/contracts';
import { Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { RefundChargeCommand } from './refund-charge.command.js';

@ApiTags('finance')
@Controller('finance/charges')
export class RefundChargeController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Refund a payment (a tip or a subscription charge), in full or in part. Reduces the Flirt's
   * net earnings in the month of the refund; the 1099-K gross never changes (docs/adr/0005).
   */
  @Post(':chargeId/refunds')
  @HttpCode(201)
  @Roles('finance', 'admin')
  @ApiOperation({ summary: 'Refund a payment' })
  async refund(
    @Param('chargeId') chargeId: string,
    @Body({ schema: RefundChargeBody }) body: RefundChargeBody,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    const outcome = await this.commands.execute(new RefundChargeCommand(chargeId, body, context));
    return { streamId: outcome.streamId, revision: outcome.revision, position: outcome.position };
  }
}
