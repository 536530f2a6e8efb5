import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isUuid, PACKAGE_MESSAGES, type PackageView } from '@flirtwire/contracts';
import { PACKAGES, type PackageDoc } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { NotFoundError } from '../../../shared/errors.js';
import { managedPackageView, packageViewOfDoc } from '../../views/subscription-views.js';
import { PackageByIdQuery, StorefrontPackagesQuery } from './storefront-packages.query.js';

@QueryHandler(StorefrontPackagesQuery)
export class StorefrontPackagesHandler implements IQueryHandler<StorefrontPackagesQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ advisorIds }: StorefrontPackagesQuery): Promise<Map<string, PackageView[]>> {
    const docs = await this.readModels
      .collection<PackageDoc>(PACKAGES)
      .find(
        { creatorId: { $in: [...advisorIds] }, status: 'public_package' },
        { sort: { rateCents: 1, createdAt: 1, _id: 1 } },
      )
      .toArray();
    const byAdvisor = new Map<string, PackageView[]>(advisorIds.map((id) => [id, []]));
    for (const doc of docs) byAdvisor.get(doc.creatorId)?.push(packageViewOfDoc(doc));
    return byAdvisor;
  }
}

@QueryHandler(PackageByIdQuery)
export class PackageByIdHandler implements IQueryHandler<PackageByIdQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ packageId, viewerId }: PackageByIdQuery): Promise<PackageView> {
    const doc = isUuid(packageId)
      ? await this.readModels.collection<PackageDoc>(PACKAGES).findOne({ _id: packageId })
      : null;
    if (doc && doc.creatorId === viewerId) return managedPackageView(doc);
    if (!doc || (doc.status !== 'public_package' && doc.status !== 'private_package')) {
      throw new NotFoundError(PACKAGE_MESSAGES.notFound, 'package_not_found');
    }
    return packageViewOfDoc(doc);
  }
}
