import { Query } from '@nestjs/cqrs';
import type { PackageView } from '@flirtwire/contracts';

/** The public packages of some Flirts (storefront packages tab), by Flirt. */
export class StorefrontPackagesQuery extends Query<Map<string, PackageView[]>> {
  constructor(readonly advisorIds: readonly string[]) {
    super();
  }
}

/** One package by id, as the caller may see it (link to a private package, or the owner). */
export class PackageByIdQuery extends Query<PackageView> {
  constructor(
    readonly packageId: string,
    readonly viewerId: string | null,
  ) {
    super();
  }
}
