import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ACTIVITY_MESSAGES,
  type ActivityEventOf,
  type ActivityReportResult,
  activityStreamId,
  platformFee,
} from '@flirtwire/contracts';
import { UserDirectory } from '../../../identity/user/user-directory.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { ValidationError } from '../../../shared/errors.js';
import { callDecider } from '../../../calls/call.decider.js';
import { SERVICE_ACTOR } from '../../service-api/service-token.guard.js';
import { checkParties, checkReportedTime, isoTime } from '../activity-rules.js';
import { type ReportedEvent, reportOnceDecider } from '../report-once.decider.js';
import { type ActivityReport, ReportActivityCommand } from './report-activity.command.js';

/**
 * Records a completed call, chat volley, paid mail, goodies sale, message or affiliate referral
 * under its natural id, with the platform fee (docs/adr/0005). Repeats answer as the first did.
 */
@CommandHandler(ReportActivityCommand)
export class ReportActivityHandler implements ICommandHandler<ReportActivityCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly directory: UserDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ report, context }: ReportActivityCommand): Promise<ActivityReportResult> {
    const now = this.clock.now();
    const { id, event } = eventOf(report, now);
    await checkParties(this.directory, report.body.creator_id, report.body.customer_id);
    const streamId = activityStreamId(report.kind, id);
    const ctx = { ...context, actor: SERVICE_ACTOR, now };
    // `call-*` streams have one decider, the call's: a reported call and an in-app call share it.
    const outcome =
      event.type === 'CallCompleted'
        ? await this.commands.handle(
            streamId,
            callDecider,
            { type: 'ReportCompletedCall', event },
            ctx,
          )
        : await this.commands.handle(
            streamId,
            reportOnceDecider,
            { type: 'ReportActivity', event },
            ctx,
          );
    return {
      streamId: outcome.streamId,
      revision: outcome.revision,
      position: outcome.position,
      duplicate: outcome.replayed || outcome.events.length === 0,
    };
  }
}

/** The event a report records, after the rules of its kind. */
function eventOf(
  report: ActivityReport,
  now: Date,
): { id: string; event: ReportedEvent | ActivityEventOf<'CallCompleted'> } {
  const pair = { creatorId: report.body.creator_id, customerId: report.body.customer_id };
  switch (report.kind) {
    case 'call': {
      const b = report.body;
      checkReportedTime(b.ended_at, now, 'ended_at');
      if (Date.parse(b.ended_at) < Date.parse(b.started_at)) {
        throw new ValidationError({ ended_at: ACTIVITY_MESSAGES.callTimes });
      }
      if (b.free_minutes > b.minutes) {
        throw new ValidationError({ free_minutes: ACTIVITY_MESSAGES.freeMinutes });
      }
      if (b.amount_cents > (b.minutes - b.free_minutes) * b.rate_cents) {
        throw new ValidationError({ amount_cents: ACTIVITY_MESSAGES.callAmount });
      }
      return {
        id: b.call_id,
        event: {
          type: 'CallCompleted',
          data: {
            callId: b.call_id,
            chargeId: activityStreamId('call', b.call_id),
            ...pair,
            startedAt: isoTime(b.started_at),
            at: isoTime(b.ended_at),
            minutes: b.minutes,
            freeMinutes: b.free_minutes,
            rateCents: b.rate_cents,
            amountCents: b.amount_cents,
            platformFeeCents: platformFee(b.amount_cents),
            ...(b.listing_id === undefined ? {} : { listingId: b.listing_id }),
          },
        },
      };
    }
    case 'chat-volley': {
      const b = report.body;
      checkReportedTime(b.at, now, 'at');
      return {
        id: b.volley_id,
        event: {
          type: 'ChatVolleyBilled',
          data: {
            volleyId: b.volley_id,
            chargeId: activityStreamId('chat-volley', b.volley_id),
            ...pair,
            chatId: b.chat_id,
            at: isoTime(b.at),
            amountCents: b.amount_cents,
            platformFeeCents: platformFee(b.amount_cents),
          },
        },
      };
    }
    case 'paid-mail': {
      const b = report.body;
      checkReportedTime(b.at, now, 'at');
      return {
        id: b.mail_id,
        event: {
          type: 'PaidMailSold',
          data: {
            mailId: b.mail_id,
            chargeId: activityStreamId('paid-mail', b.mail_id),
            ...pair,
            at: isoTime(b.at),
            amountCents: b.amount_cents,
            platformFeeCents: platformFee(b.amount_cents),
          },
        },
      };
    }
    case 'goody-sale': {
      const b = report.body;
      checkReportedTime(b.at, now, 'at');
      return {
        id: b.sale_id,
        event: {
          type: 'GoodiesSold',
          data: {
            saleId: b.sale_id,
            chargeId: activityStreamId('goody-sale', b.sale_id),
            ...pair,
            goodyBagId: b.goody_bag_id,
            title: b.title,
            at: isoTime(b.at),
            amountCents: b.amount_cents,
            platformFeeCents: platformFee(b.amount_cents),
          },
        },
      };
    }
    case 'message': {
      const b = report.body;
      checkReportedTime(b.at, now, 'at');
      return {
        id: b.message_id,
        event: {
          type: 'MessageExchanged',
          data: {
            messageId: b.message_id,
            ...pair,
            direction: b.direction,
            channel: b.channel,
            chatId: b.chat_id,
            at: isoTime(b.at),
          },
        },
      };
    }
    case 'affiliate-referral': {
      const b = report.body;
      checkReportedTime(b.at, now, 'at');
      return {
        id: `${b.creator_id}-${b.customer_id}`,
        event: { type: 'AffiliateReferralRecorded', data: { ...pair, at: isoTime(b.at) } },
      };
    }
    default: {
      const never: never = report;
      return never;
    }
  }
}
