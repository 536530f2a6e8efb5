import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** A moderator closes a report: dismissed, or the content taken down with a reason. */
export type ReportAction =
  { readonly kind: 'dismiss' } | { readonly kind: 'take_down'; readonly reason: string };

export class ActOnReportCommand extends Command<CommandOutcome> {
  constructor(
    readonly moderatorId: string,
    readonly reportId: string,
    readonly action: ReportAction,
    readonly context: RequestContext,
  ) {
    super();
  }
}
