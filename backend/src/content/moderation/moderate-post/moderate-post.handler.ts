import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CONTENT_MESSAGES as M, isUuid, postStreamId } from '@flirtwire/contracts';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { NotFoundError } from '../../../shared/errors.js';
import { ContentFacts } from '../../content-facts.js';
import { postDecider } from '../../posts/post.decider.js';
import { ModeratePostCommand } from './moderate-post.command.js';

/** Accept (publishing it when it is ready) or reject a post with a reason. */
@CommandHandler(ModeratePostCommand)
export class ModeratePostHandler implements ICommandHandler<ModeratePostCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly facts: ContentFacts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    moderatorId,
    postId,
    decision,
    context,
  }: ModeratePostCommand): Promise<CommandOutcome> {
    if (!isUuid(postId)) throw new NotFoundError(M.postNotFound, 'post_not_found');
    const now = this.clock.now();
    if (decision.kind === 'reject') {
      return this.commands.handle(
        postStreamId(postId),
        postDecider,
        { type: 'RejectPost', moderatorId, reason: decision.reason },
        { ...context, now },
      );
    }
    const state = await this.commands.state(postDecider, postStreamId(postId));
    const items = await this.facts.items(state.items.map((item) => item.fmItemId));
    return this.commands.handle(
      postStreamId(postId),
      postDecider,
      { type: 'AcceptPost', moderatorId, items, now: now.toISOString() },
      { ...context, now },
    );
  }
}
