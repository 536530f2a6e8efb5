import { Injectable } from '@nestjs/common';
import {
  activityStreamId,
  FEEDBACK_OBJECT_TYPES,
  type FeedbackObjectType,
  feedbackTitle,
} from '@flirtwire/contracts';
import { callDecider } from '../../calls/call.decider.js';
import { reportOnceDecider } from '../../customers/activity/report-once.decider.js';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import type { FeedbackTransaction } from './feedback.decider.js';

/**
 * The transaction a feedback is about, read from the activity's own stream (the write side:
 * a customer can leave feedback the moment the call is reported, before any read model).
 */
@Injectable()
export class FeedbackTransactions {
  constructor(private readonly commands: CommandProcessor) {}

  async find(
    objectType: FeedbackObjectType,
    objectId: string,
  ): Promise<FeedbackTransaction | null> {
    const { kind } = FEEDBACK_OBJECT_TYPES[objectType];
    if (kind === 'call') {
      // `call-*` streams are the call decider's: an in-app call's billed end or a reported call.
      const call = await this.commands.state(callDecider, activityStreamId(kind, objectId));
      const done = call.completed;
      if (!done || objectType !== 'Conference') return null;
      return {
        customerId: done.customerId,
        creatorId: done.creatorId,
        at: done.at,
        listingId: done.listingId ?? null,
        title: feedbackTitle(objectType, { minutes: done.minutes }),
      };
    }
    const { reported } = await this.commands.state(
      reportOnceDecider,
      activityStreamId(kind, objectId),
    );
    if (!reported) return null;
    switch (reported.type) {
      case 'GoodiesSold':
      case 'PaidMailSold':
        return (reported.type === 'GoodiesSold') === (objectType === 'PurchasedGoodyBag')
          ? {
              customerId: reported.data.customerId,
              creatorId: reported.data.creatorId,
              at: reported.data.at,
              listingId: null,
              title: feedbackTitle(objectType, {
                ...(reported.type === 'GoodiesSold' ? { title: reported.data.title } : {}),
              }),
            }
          : null;
      default:
        return null;
    }
  }
}
