import { Query } from '@nestjs/cqrs';
import type { PackageManagementResponse } from '@flirtwire/contracts';

/** Manage Packages: the Flirt's packages with their statistics. */
export class PackageManagementQuery extends Query<PackageManagementResponse> {
  constructor(readonly creatorId: string) {
    super();
  }
}
