import { postStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { ContentFacts } from '../../content-facts.js';
import { postDecider } from '../post.decider.js';
import { PublishPostCommand } from './publish-post.command.js';

@CommandHandler(PublishPostCommand)
export class PublishPostHandler implements ICommandHandler<PublishPostCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly facts: ContentFacts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ author, postId, body, context }: PublishPostCommand): Promise<CommandOutcome> {
    const current = await this.commands.state(postDecider, postStreamId(postId));
    const [creator, items] = await Promise.all([
      this.facts.creator(author.userId, author.login),
      this.facts.items(current.items.map((item) => item.fmItemId)),
    ]);
    const now = this.clock.now();
    return this.commands.handle(
      postStreamId(postId),
      postDecider,
      {
        type: 'RequestPublish',
        creatorId: author.userId,
        scheduledAt:
          body.scheduled_at === undefined || body.scheduled_at === null
            ? body.scheduled_at
            : new Date(body.scheduled_at).toISOString(),
        creator,
        items,
        now: now.toISOString(),
      },
      { ...context, now },
    );
  }
}
