import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ActivityReportResult,
  ReportAffiliateReferralBody,
  ReportCallBody,
  ReportChatVolleyBody,
  ReportGoodiesSaleBody,
  ReportMessageBody,
  ReportPaidMailBody,
} from '@flirtwire/contracts';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { ServiceApi } from '../../service-api/service-token.guard.js';
import { type ActivityReport, ReportActivityCommand } from './report-activity.command.js';

const REPEATS =
  'Idempotent by its id: a repeat with the same details records nothing and answers as the first report did (duplicate: true); other details under the same id answer 409.';

/**
 * The service API for the call, chat, mail and goodies systems (outside this product): they
 * report completed billable activity with the service token (`x-service-token`).
 */
@ApiTags('service api')
@Controller('service_api/activity')
@ServiceApi()
export class ReportActivityController {
  constructor(private readonly commands: CommandBus) {}

  private report(report: ActivityReport, context: RequestContext): Promise<ActivityReportResult> {
    return this.commands.execute(new ReportActivityCommand(report, context));
  }

  @Post('calls')
  @HttpCode(201)
  @ApiOperation({ summary: 'Report a finished call (minutes, rate, amount)', description: REPEATS })
  calls(
    @Body({ schema: ReportCallBody }) body: ReportCallBody,
    @ReqContext() context: RequestContext,
  ) {
    return this.report({ kind: 'call', body }, context);
  }

  @Post('chat_volleys')
  @HttpCode(201)
  @ApiOperation({ summary: 'Report a billed chat volley', description: REPEATS })
  chatVolleys(
    @Body({ schema: ReportChatVolleyBody }) body: ReportChatVolleyBody,
    @ReqContext() context: RequestContext,
  ) {
    return this.report({ kind: 'chat-volley', body }, context);
  }

  @Post('paid_mail')
  @HttpCode(201)
  @ApiOperation({ summary: 'Report a paid mail the customer bought', description: REPEATS })
  paidMail(
    @Body({ schema: ReportPaidMailBody }) body: ReportPaidMailBody,
    @ReqContext() context: RequestContext,
  ) {
    return this.report({ kind: 'paid-mail', body }, context);
  }

  @Post('goodies_sales')
  @HttpCode(201)
  @ApiOperation({ summary: 'Report a goody bag sale', description: REPEATS })
  goodiesSales(
    @Body({ schema: ReportGoodiesSaleBody }) body: ReportGoodiesSaleBody,
    @ReqContext() context: RequestContext,
  ) {
    return this.report({ kind: 'goody-sale', body }, context);
  }

  @Post('messages')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Report a chat or mail message, either way (contact counts)',
    description: REPEATS,
  })
  messages(
    @Body({ schema: ReportMessageBody }) body: ReportMessageBody,
    @ReqContext() context: RequestContext,
  ) {
    return this.report({ kind: 'message', body }, context);
  }

  @Post('affiliate_referrals')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Report a customer who came through the Flirt’s affiliate link',
    description: REPEATS,
  })
  affiliateReferrals(
    @Body({ schema: ReportAffiliateReferralBody }) body: ReportAffiliateReferralBody,
    @ReqContext() context: RequestContext,
  ) {
    return this.report({ kind: 'affiliate-referral', body }, context);
  }
}
