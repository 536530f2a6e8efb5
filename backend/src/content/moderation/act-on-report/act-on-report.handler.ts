import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CONTENT_MESSAGES as M,
  commentStreamId,
  isUuid,
  postStreamId,
  reportStreamId,
} from '@flirtwire/contracts';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { NotFoundError } from '../../../shared/errors.js';
import { commentDecider } from '../../comments/comment.decider.js';
import { postDecider } from '../../posts/post.decider.js';
import { reportDecider, type TakeDownReported } from '../../reports/report.decider.js';
import { ActOnReportCommand } from './act-on-report.command.js';

/**
 * Dismisses a report, or takes its content down: the post is rejected with the reason (its
 * Flirt sees it as removed), the comment hidden; then the report is closed with what was done.
 */
@CommandHandler(ActOnReportCommand)
export class ActOnReportHandler implements ICommandHandler<ActOnReportCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    moderatorId,
    reportId,
    action,
    context,
  }: ActOnReportCommand): Promise<CommandOutcome> {
    if (!isUuid(reportId)) throw new NotFoundError(M.reportNotFound, 'report_not_found');
    const streamId = reportStreamId(reportId);
    const now = this.clock.now();
    if (action.kind === 'dismiss') {
      return this.commands.handle(
        streamId,
        reportDecider,
        { type: 'DismissReport', moderatorId },
        { ...context, now },
      );
    }
    const takeDown: TakeDownReported = {
      type: 'TakeDownReported',
      moderatorId,
      reason: action.reason,
    };
    const report = await this.commands.state(reportDecider, streamId);
    // Refuses (closed, not a post or comment, no reason) before the content is touched.
    const [decided] = reportDecider.decide(takeDown, report);
    if (decided?.type !== 'ReportedContentTakenDown')
      return this.commands.handle(streamId, reportDecider, takeDown, { ...context, now });
    const { contentType, contentId, reason } = decided.data;
    if (contentType === 'post') {
      await this.commands.handle(
        postStreamId(contentId),
        postDecider,
        { type: 'RejectPost', moderatorId, reason },
        { ...context, now },
      );
    } else {
      await this.commands.handle(
        commentStreamId(contentId),
        commentDecider,
        { type: 'HideComment', moderatorId, reason },
        { ...context, now },
      );
    }
    return this.commands.handle(streamId, reportDecider, takeDown, { ...context, now });
  }
}
