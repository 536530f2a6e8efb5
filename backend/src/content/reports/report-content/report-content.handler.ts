import { reportStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../../../shared/domain/ids.js';
import { reportDecider } from '../report.decider.js';
import { ReportContentCommand } from './report-content.command.js';

@CommandHandler(ReportContentCommand)
export class ReportContentHandler implements ICommandHandler<ReportContentCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  execute({ reporterId, body, context }: ReportContentCommand): Promise<CommandOutcome> {
    const reportId = context.idempotencyKey
      ? idFromKey('report', context.actor.id, context.idempotencyKey)
      : this.ids.next();
    return this.commands.handle(
      reportStreamId(reportId),
      reportDecider,
      {
        type: 'ReportContent',
        reportId,
        reporterId,
        contentType: body.content_type,
        contentId: body.content_id,
        description: body.description,
      },
      { ...context, now: this.clock.now() },
    );
  }
}
