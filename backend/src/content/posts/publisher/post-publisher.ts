import { postStreamId, READ_MODELS } from '@flirtwire/contracts';
import { Injectable } from '@nestjs/common';
import type { FeedPostRow } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { ContentFacts } from '../../content-facts.js';
import { systemContext } from '../../content-support.js';
import { postDecider } from '../post.decider.js';

const BATCH = 200;

/**
 * Publishes what is due: accepted posts whose publishing was requested, whose files are all
 * processed and whose scheduled time has come. Candidates come from the read model
 * (`publishAfter <= now`); each decision is the post decider's on the post's own stream, which
 * publishes at most once, so concurrent runs, restarts and repeats never publish twice.
 */
@Injectable()
export class PostPublisher {
  constructor(
    private readonly readModels: ReadModels,
    private readonly commands: CommandProcessor,
    private readonly facts: ContentFacts,
  ) {}

  /** Publishes one post if it is ready now; true when this call published it. */
  async publish(postId: string, now: Date): Promise<boolean> {
    const state = await this.commands.state(postDecider, postStreamId(postId));
    if (!state.exists || state.deleted || state.publishedAt !== null) return false;
    const items = await this.facts.items(state.items.map((item) => item.fmItemId));
    const outcome = await this.commands.handle(
      postStreamId(postId),
      postDecider,
      { type: 'Publish', items, now: now.toISOString() },
      systemContext('post-publisher', now),
    );
    return outcome.events.length > 0;
  }

  async publishDue(now: Date): Promise<{ done: number }> {
    const due = await this.readModels
      .collection<FeedPostRow>(READ_MODELS.feedPosts)
      .find(
        { publishAfter: { $lte: now.toISOString() } },
        { sort: { publishAfter: 1 }, limit: BATCH },
      )
      .toArray();
    let done = 0;
    for (const row of due) {
      if (await this.publish(row._id, now)) done += 1;
    }
    return { done };
  }
}
