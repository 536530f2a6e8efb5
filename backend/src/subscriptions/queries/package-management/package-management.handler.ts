import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type PackageManagementResponse, PUBLIC_PACKAGE_LIMIT } from '@flirtwire/contracts';
import { PACKAGES, type PackageDoc } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { countsAsPublic } from '../../packages/package.decider.js';
import { managedPackageView } from '../../views/subscription-views.js';
import { PackageManagementQuery } from './package-management.query.js';

@QueryHandler(PackageManagementQuery)
export class PackageManagementHandler implements IQueryHandler<PackageManagementQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ creatorId }: PackageManagementQuery): Promise<PackageManagementResponse> {
    const docs = await this.readModels
      .collection<PackageDoc>(PACKAGES)
      .find({ creatorId }, { sort: { createdAt: 1, _id: 1 } })
      .toArray();
    return {
      packages: docs.map(managedPackageView),
      public_count: docs.filter((d) => countsAsPublic(d.status)).length,
      public_limit: PUBLIC_PACKAGE_LIMIT,
    };
  }
}
