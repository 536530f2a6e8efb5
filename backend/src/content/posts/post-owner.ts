import { Injectable } from '@nestjs/common';
import { isUuid, postStreamId } from '@flirtwire/contracts';
import type { OwnerResolver } from '../../shared/auth/ownership.guard.js';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { postDecider } from './post.decider.js';

/** The author of a post, from its stream (for `@OwnedBy`); null when it does not exist. */
@Injectable()
export class PostOwner implements OwnerResolver {
  constructor(private readonly commands: CommandProcessor) {}

  async ownerOf(postId: string): Promise<string | null> {
    if (!isUuid(postId)) return null;
    const state = await this.commands.state(postDecider, postStreamId(postId));
    return state.exists && !state.deleted ? state.creatorId : null;
  }
}
