import { Injectable } from '@nestjs/common';
import {
  activityStreamId,
  FEEDBACK_OBJECT_TYPES,
  type FeedbackObjectType,
  feedbackTitle,
} from '@flirtwire/contracts';
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
    const { reported } = await this.commands.state(
      reportOnceDecider,
      activityStreamId(kind, objectId),
    );
    if (!reported) return null;
    switch (reported.type) {
      case 'CallCompleted':
        return objectType === 'Conference'
          ? {
              customerId: reported.data.customerId,
              creatorId: reported.data.creatorId,
              at: reported.data.at,
              listingId: reported.data.listingId ?? null,
              title: feedbackTitle(objectType, { minutes: reported.data.minutes }),
            }
          : null;
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
