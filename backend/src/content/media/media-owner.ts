import { Injectable } from '@nestjs/common';
import { isUuid, mediaStreamId } from '@flirtwire/contracts';
import type { OwnerResolver } from '../../shared/auth/ownership.guard.js';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { mediaDecider } from './media.decider.js';

/** The owner of a file-manager file, from its stream (for `@OwnedBy`). */
@Injectable()
export class MediaOwner implements OwnerResolver {
  constructor(private readonly commands: CommandProcessor) {}

  async ownerOf(itemId: string): Promise<string | null> {
    if (!isUuid(itemId)) return null;
    const state = await this.commands.state(mediaDecider, mediaStreamId(itemId));
    return state.exists && !state.deleted ? state.ownerId : null;
  }
}
