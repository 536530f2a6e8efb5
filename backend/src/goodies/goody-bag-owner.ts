import { Injectable } from '@nestjs/common';
import type { OwnerResolver } from '../shared/auth/ownership.guard.js';
import { GoodyFacts } from './goody-facts.js';

/** A goody bag belongs to the Flirt who composed it (others get 404, as for a missing one). */
@Injectable()
export class GoodyBagOwner implements OwnerResolver {
  constructor(private readonly facts: GoodyFacts) {}

  async ownerOf(goodyBagId: string): Promise<string | null> {
    const state = await this.facts.bag(goodyBagId);
    return state.exists && !state.deleted ? state.creatorId : null;
  }
}
