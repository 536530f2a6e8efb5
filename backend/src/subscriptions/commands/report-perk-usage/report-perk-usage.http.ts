import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ReportPerkUsageBody } from '@flirtwire/contracts';
import { ServiceApi } from '../../../customers/service-api/service-token.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { type PerkUsageResult, ReportPerkUsageCommand } from './report-perk-usage.command.js';

@ApiTags('service api')
@Controller('service_api/perk_usages')
export class ReportPerkUsageController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Free calls and chat volleys used on a package subscription, counted against its billing
   * period (calls per period or in total, volleys per period). `usage_id` makes a repeated
   * report harmless; over the limit answers 409.
   */
  @Post()
  @HttpCode(201)
  @ServiceApi()
  @ApiOperation({ summary: 'Report free perk usage' })
  report(
    @Body({ schema: ReportPerkUsageBody }) body: ReportPerkUsageBody,
    @ReqContext() context: RequestContext,
  ): Promise<PerkUsageResult> {
    return this.commands.execute(new ReportPerkUsageCommand(body, context.correlationId));
  }
}
