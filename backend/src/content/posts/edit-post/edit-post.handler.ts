import { postStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { ContentFacts } from '../../content-facts.js';
import { type PostContent, postDecider } from '../post.decider.js';
import { EditPostCommand } from './edit-post.command.js';

@CommandHandler(EditPostCommand)
export class EditPostHandler implements ICommandHandler<EditPostCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly facts: ContentFacts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ author, postId, body, context }: EditPostCommand): Promise<CommandOutcome> {
    const current = await this.commands.state(postDecider, postStreamId(postId));
    const itemIds = body.post_items
      ? body.post_items.map((item) => item.fm_item_id)
      : current.items.map((item) => item.fmItemId);
    const [creator, items] = await Promise.all([
      this.facts.creator(author.userId, author.login),
      this.facts.items(itemIds),
    ]);
    const changes: { -readonly [K in keyof PostContent]?: PostContent[K] } = {};
    if (body.post_type !== undefined) changes.postType = body.post_type;
    if (body.body !== undefined) changes.body = body.body;
    if (body.paid_body !== undefined) changes.paidBody = body.paid_body;
    if (body.hide_from_future_subscribers !== undefined) {
      changes.hideFromFutureSubscribers = body.hide_from_future_subscribers;
    }
    if (body.post_items !== undefined) {
      changes.items = body.post_items.map((item) => ({
        fmItemId: item.fm_item_id,
        sortOrder: item.sort_order,
      }));
    }
    if (body.scheduled_at !== undefined) {
      changes.scheduledAt =
        body.scheduled_at === null ? null : new Date(body.scheduled_at).toISOString();
    }
    const now = this.clock.now();
    return this.commands.handle(
      postStreamId(postId),
      postDecider,
      {
        type: 'EditPost',
        creatorId: author.userId,
        changes,
        creator,
        items,
        now: now.toISOString(),
      },
      { ...context, now },
    );
  }
}
