import { commentStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UserDirectory } from '../../../identity/user/user-directory.js';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../../../shared/domain/ids.js';
import { mediaUnlocked } from '../../feeds/post-access.js';
import { PostViewings } from '../../feeds/post-viewing.js';
import { commentDecider } from '../comment.decider.js';
import { AddCommentCommand } from './add-comment.command.js';

@CommandHandler(AddCommentCommand)
export class AddCommentHandler implements ICommandHandler<AddCommentCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly viewings: PostViewings,
    private readonly directory: UserDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ author, postId, body, context }: AddCommentCommand): Promise<CommandOutcome> {
    const [viewing, person] = await Promise.all([
      this.viewings.of(postId, author.userId),
      this.directory.load(author.userId),
    ]);
    const commentId = context.idempotencyKey
      ? idFromKey('comment', context.actor.id, context.idempotencyKey)
      : this.ids.next();
    return this.commands.handle(
      commentStreamId(commentId),
      commentDecider,
      {
        type: 'AddComment',
        commentId,
        postId,
        userId: author.userId,
        login: author.login,
        body,
        facts: {
          creatorId: viewing.post.creatorId,
          creatorLogin: viewing.post.creatorLogin,
          unlocked: mediaUnlocked(viewing.access) && viewing.post.publishedAt !== null,
          following: viewing.following,
          hasCardOnFile: person.cards.length > 0,
        },
      },
      { ...context, now: this.clock.now() },
    );
  }
}
