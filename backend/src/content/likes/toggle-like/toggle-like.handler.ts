import { likeStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { mediaUnlocked } from '../../feeds/post-access.js';
import { PostViewings } from '../../feeds/post-viewing.js';
import { likeDecider } from '../like.decider.js';
import { ToggleLikeCommand } from './toggle-like.command.js';

@CommandHandler(ToggleLikeCommand)
export class ToggleLikeHandler implements ICommandHandler<ToggleLikeCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly viewings: PostViewings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ author, postId, liked, context }: ToggleLikeCommand): Promise<CommandOutcome> {
    const viewing = await this.viewings.of(postId, author.userId);
    const { post } = viewing;
    return this.commands.handle(
      likeStreamId(postId, author.userId),
      likeDecider,
      liked
        ? {
            type: 'LikePost',
            postId,
            userId: author.userId,
            login: author.login,
            facts: {
              creatorId: post.creatorId,
              creatorLogin: post.creatorLogin,
              unlocked: mediaUnlocked(viewing.access) && post.publishedAt !== null,
              following: viewing.following,
            },
          }
        : { type: 'UnlikePost', postId, userId: author.userId, creatorId: post.creatorId },
      { ...context, now: this.clock.now() },
    );
  }
}
