import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../../shared/commands/command-processor.js';
import type { RequestContext } from '../../../shared/http/request-context.js';

export type ModerationDecision =
  { readonly kind: 'accept' } | { readonly kind: 'reject'; readonly reason: string };

export class ModeratePostCommand extends Command<CommandOutcome> {
  constructor(
    readonly moderatorId: string,
    readonly postId: string,
    readonly decision: ModerationDecision,
    readonly context: RequestContext,
  ) {
    super();
  }
}
