import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type CommandResult, ReportChargebackBody } from '@flirtwire/contracts';
import { ServiceApi } from '../../../customers/service-api/service-token.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { ReportChargebackCommand } from './report-chargeback.command.js';

@ApiTags('service api')
@Controller('service_api/chargebacks')
export class ReportChargebackController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * A chargeback from the processor: by our charge id or the processor's reference. The same
   * dispute reported again changes nothing. Net earnings drop; the 1099-K gross does not.
   */
  @Post()
  @HttpCode(201)
  @ServiceApi()
  @ApiOperation({ summary: 'Report a chargeback' })
  async report(
    @Body({ schema: ReportChargebackBody }) body: ReportChargebackBody,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    const outcome = await this.commands.execute(new ReportChargebackCommand(body, context));
    return { streamId: outcome.streamId, revision: outcome.revision, position: outcome.position };
  }
}
