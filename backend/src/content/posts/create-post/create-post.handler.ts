import { postStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../../../shared/domain/ids.js';
import { ContentFacts } from '../../content-facts.js';
import { postDecider } from '../post.decider.js';
import { CreatePostCommand } from './create-post.command.js';

@CommandHandler(CreatePostCommand)
export class CreatePostHandler implements ICommandHandler<CreatePostCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly facts: ContentFacts,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ author, body, context }: CreatePostCommand): Promise<CommandOutcome> {
    const postId = context.idempotencyKey
      ? idFromKey('post', context.actor.id, context.idempotencyKey)
      : this.ids.next();
    const [creator, items] = await Promise.all([
      this.facts.creator(author.userId, author.login),
      this.facts.items(body.post_items.map((item) => item.fm_item_id)),
    ]);
    const now = this.clock.now();
    return this.commands.handle(
      postStreamId(postId),
      postDecider,
      {
        type: 'CreatePost',
        postId,
        creatorId: author.userId,
        content: {
          postType: body.post_type,
          body: body.body,
          paidBody: body.paid_body,
          items: body.post_items.map((item) => ({
            fmItemId: item.fm_item_id,
            sortOrder: item.sort_order,
          })),
          hideFromFutureSubscribers: body.hide_from_future_subscribers,
          scheduledAt:
            body.scheduled_at === null ? null : new Date(body.scheduled_at).toISOString(),
        },
        publish: body.publish,
        creator,
        items,
        now: now.toISOString(),
      },
      { ...context, now },
    );
  }
}
