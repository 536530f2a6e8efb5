import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FEEDBACK_OBJECT_TYPES, feedbackStreamId } from '@flirtwire/contracts';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { idFromKey } from '../../../shared/domain/ids.js';
import { feedbackDecider } from '../feedback.decider.js';
import { FeedbackTransactions } from '../feedback-transactions.js';
import { LeaveFeedbackCommand } from './leave-feedback.command.js';

@CommandHandler(LeaveFeedbackCommand)
export class LeaveFeedbackHandler implements ICommandHandler<LeaveFeedbackCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly transactions: FeedbackTransactions,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ customerId, body, context }: LeaveFeedbackCommand): Promise<CommandOutcome> {
    const { kind } = FEEDBACK_OBJECT_TYPES[body.object_type];
    const now = this.clock.now();
    return this.commands.handle(
      feedbackStreamId(kind, body.object_id),
      feedbackDecider,
      {
        type: 'LeaveFeedback',
        // One feedback per transaction: its id follows from the transaction.
        feedbackId: idFromKey('feedback', kind, body.object_id),
        objectType: body.object_type,
        objectId: body.object_id,
        customerId,
        rating: body.rating,
        comment: body.comment,
        transaction: await this.transactions.find(body.object_type, body.object_id),
        now,
      },
      { ...context, now },
    );
  }
}
