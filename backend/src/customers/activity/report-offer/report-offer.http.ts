import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ActivityReportResult,
  ActivityId,
  ReportOfferBody,
  ReportOfferExpiryBody,
  ReportOfferRedemptionBody,
} from '@flirtwire/contracts';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { ServiceApi } from '../../service-api/service-token.guard.js';
import { ReportOfferCommand } from './report-offer.command.js';

/** Offers a Flirt makes to one customer, reported by the system that sells them. */
@ApiTags('service api')
@Controller('service_api/activity/offers')
@ServiceApi()
export class ReportOfferController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Report an offer made to a customer',
    description: 'Idempotent by offer_id.',
  })
  made(
    @Body({ schema: ReportOfferBody }) body: ReportOfferBody,
    @ReqContext() context: RequestContext,
  ): Promise<ActivityReportResult> {
    return this.commands.execute(new ReportOfferCommand({ kind: 'made', body }, context));
  }

  @Post(':offerId/redemption')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Report that the customer took (paid for) the offer',
    description:
      'Refused once the offer expired or for another customer; a repeat records nothing.',
  })
  redeemed(
    @Param('offerId', { schema: ActivityId }) offerId: string,
    @Body({ schema: ReportOfferRedemptionBody }) body: ReportOfferRedemptionBody,
    @ReqContext() context: RequestContext,
  ): Promise<ActivityReportResult> {
    return this.commands.execute(
      new ReportOfferCommand({ kind: 'redeemed', offerId, body }, context),
    );
  }

  @Post(':offerId/expiry')
  @HttpCode(201)
  @ApiOperation({ summary: 'Report that the offer expired unused' })
  expired(
    @Param('offerId', { schema: ActivityId }) offerId: string,
    @Body({ schema: ReportOfferExpiryBody }) body: ReportOfferExpiryBody,
    @ReqContext() context: RequestContext,
  ): Promise<ActivityReportResult> {
    return this.commands.execute(
      new ReportOfferCommand({ kind: 'expired', offerId, body }, context),
    );
  }
}
