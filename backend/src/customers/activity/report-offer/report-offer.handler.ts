import { offerStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ActivityReportResult } from '@flirtwire/contracts';
import { UserDirectory } from '../../../identity/user/user-directory.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { SERVICE_ACTOR } from '../../service-api/service-token.guard.js';
import { checkParties, checkReportedTime, isoTime } from '../activity-rules.js';
import { type OfferCommand, offerDecider } from '../offer.decider.js';
import { ReportOfferCommand } from './report-offer.command.js';

/** Offers made, redeemed (a payment on the offer's channel) and expired, one stream each. */
@CommandHandler(ReportOfferCommand)
export class ReportOfferHandler implements ICommandHandler<ReportOfferCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly directory: UserDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ report, context }: ReportOfferCommand): Promise<ActivityReportResult> {
    const now = this.clock.now();
    let offerId: string;
    let command: OfferCommand;
    switch (report.kind) {
      case 'made': {
        const b = report.body;
        checkReportedTime(b.at, now, 'at');
        await checkParties(this.directory, b.creator_id, b.customer_id);
        offerId = b.offer_id;
        command = {
          type: 'MakeOffer',
          offer: {
            offerId: b.offer_id,
            creatorId: b.creator_id,
            customerId: b.customer_id,
            channel: b.channel,
            amountCents: b.amount_cents,
            description: b.description,
            at: isoTime(b.at),
            expiresAt: isoTime(b.expires_at),
          },
        };
        break;
      }
      case 'redeemed':
        checkReportedTime(report.body.at, now, 'at');
        offerId = report.offerId;
        command = {
          type: 'RedeemOffer',
          customerId: report.body.customer_id,
          amountCents: report.body.amount_cents,
          at: isoTime(report.body.at),
        };
        break;
      case 'expired':
        checkReportedTime(report.body.at, now, 'at');
        offerId = report.offerId;
        command = { type: 'ExpireOffer', at: isoTime(report.body.at) };
        break;
      default: {
        const never: never = report;
        return never;
      }
    }
    const outcome = await this.commands.handle(offerStreamId(offerId), offerDecider, command, {
      ...context,
      actor: SERVICE_ACTOR,
      now,
    });
    return {
      streamId: outcome.streamId,
      revision: outcome.revision,
      position: outcome.position,
      duplicate: outcome.replayed || outcome.events.length === 0,
    };
  }
}
