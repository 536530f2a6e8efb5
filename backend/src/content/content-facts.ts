import { onboardingStreamId, mediaStreamId } from '@flirtwire/contracts';
import { Injectable } from '@nestjs/common';
import { onboardingDecider, mayCreateFirstPost } from './onboarding/onboarding.decider.js';
import { mediaDecider, typeLabel } from './media/media.decider.js';
import type { CreatorFacts, ItemFacts } from './posts/post.decider.js';
import { CommandProcessor } from '../shared/commands/command-processor.js';

/**
 * The facts post decisions need from other aggregates, read from their streams (never from a
 * projection, so a decision never sees a stale file or onboarding step).
 */
@Injectable()
export class ContentFacts {
  constructor(private readonly commands: CommandProcessor) {}

  async creator(userId: string, login: string): Promise<CreatorFacts> {
    const { step } = await this.commands.state(onboardingDecider, onboardingStreamId(userId));
    return { login, onboarded: step === 'complete', mayCreateFirstPost: mayCreateFirstPost(step) };
  }

  async items(itemIds: readonly string[]): Promise<ItemFacts[]> {
    const unique = [...new Set(itemIds)];
    return Promise.all(
      unique.map(async (fmItemId) => {
        const state = await this.commands.state(mediaDecider, mediaStreamId(fmItemId));
        return {
          fmItemId,
          exists: state.exists && !state.deleted,
          ownerId: state.ownerId,
          itemType: state.itemType,
          rating: state.rating,
          encodingStatus: state.encodingStatus,
          typeLabel: typeLabel(state),
        };
      }),
    );
  }
}
