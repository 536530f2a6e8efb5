import { Injectable } from '@nestjs/common';
import { PACKAGES, type PackageDoc } from '@flirtwire/projections';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { ReadModels } from '../../read-side/read-models.js';
import { KeyedLock } from '../../shared/commands/keyed-lock.js';
import { MoneyFacts } from '../money-facts.js';
import { countsAsPublic } from './package.decider.js';

const CATCH_UP_MS = 2_000;

/**
 * A Flirt's packages as a whole, the facts for the one rule that spans them (the rule itself,
 * `publicLimitApplies` and `countsAsPublic`, is the package decider's). Changes that can add a public package run one at a time per
 * Flirt in this process; the count reads each candidate package's own stream, found through
 * the packages read model once it has caught up with the event log. Across several app
 * instances two simultaneous changes could pass the limit together (docs/adr/0052).
 */
@Injectable()
export class PackageCatalog {
  private readonly lock = new KeyedLock();

  constructor(
    private readonly readModels: ReadModels,
    private readonly host: ProjectionHost,
    private readonly facts: MoneyFacts,
  ) {}

  forCreator<T>(creatorId: string, work: () => Promise<T>): Promise<T> {
    return this.lock.run(creatorId, work);
  }

  /**
   * Public and pending_onboarding packages of the Flirt, other than `excluding`. A reactor that
   * runs after the packages read model (so it has caught up with the reactor's event) passes
   * `caughtUp`: waiting for the read model there would wait for the runner it runs in.
   */
  async publicCount(
    creatorId: string,
    excluding: string | null,
    caughtUp = false,
  ): Promise<number> {
    if (!caughtUp) {
      await this.host.caughtUp([PACKAGES], CATCH_UP_MS);
    }
    const docs = await this.readModels
      .collection<PackageDoc>(PACKAGES)
      .find({ creatorId }, { projection: { _id: 1 } })
      .toArray();
    let count = 0;
    for (const { _id: packageId } of docs) {
      if (packageId === excluding) continue;
      const state = await this.facts.package(packageId);
      if (countsAsPublic(state.status)) count++;
    }
    return count;
  }
}
