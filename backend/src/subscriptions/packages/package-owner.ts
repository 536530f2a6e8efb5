import { Injectable } from '@nestjs/common';
import { isUuid } from '@flirtwire/contracts';
import type { OwnerResolver } from '../../shared/auth/ownership.guard.js';
import { MoneyFacts } from '../money-facts.js';

/** A package belongs to the Flirt who created it (others get 404, as for a missing one). */
@Injectable()
export class PackageOwner implements OwnerResolver {
  constructor(private readonly facts: MoneyFacts) {}

  async ownerOf(packageId: string): Promise<string | null> {
    if (!isUuid(packageId)) return null;
    const state = await this.facts.package(packageId);
    return state.exists ? state.creatorId : null;
  }
}
