import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  type PackageManagementResponse,
  PUBLIC_PACKAGE_LIMIT,
  READ_MODELS,
} from '@flirtwire/contracts';
import { type FeedPostRow, PACKAGES, type PackageDoc } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { MoneyFacts } from '../../money-facts.js';
import { countsAsPublic } from '../../packages/package.decider.js';
import { packageLimits } from '../../packages/package-input.js';
import { managedPackageView } from '../../views/subscription-views.js';
import { PackageManagementQuery } from './package-management.query.js';

@QueryHandler(PackageManagementQuery)
export class PackageManagementHandler implements IQueryHandler<PackageManagementQuery> {
  constructor(
    private readonly readModels: ReadModels,
    private readonly facts: MoneyFacts,
  ) {}

  async execute({ creatorId }: PackageManagementQuery): Promise<PackageManagementResponse> {
    const docs = await this.readModels
      .collection<PackageDoc>(PACKAGES)
      .find({ creatorId }, { sort: { createdAt: 1, _id: 1 } })
      .toArray();
    // The feed-access perk sells the Flirt's posts: offered once there is a post to sell.
    const post = await this.readModels
      .collection<FeedPostRow>(READ_MODELS.feedPosts)
      .findOne({ creatorId, deleted: false });
    const limits = packageLimits(this.facts);
    return {
      packages: docs.map(managedPackageView),
      public_count: docs.filter((d) => countsAsPublic(d.status)).length,
      public_limit: PUBLIC_PACKAGE_LIMIT,
      max_rate: limits.maxRateCents,
      volleys_available: limits.volleysAllowed,
      content_available: post !== null,
    };
  }
}
