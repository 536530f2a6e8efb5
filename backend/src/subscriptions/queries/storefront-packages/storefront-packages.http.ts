import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  PACKAGE_MESSAGES,
  PackagesQuery,
  type PackageView,
  PublicPackagesForAdvisorsBody,
} from '@flirtwire/contracts';
import { hasRole, type Principal } from '../../../shared/auth/principal.js';
import { ValidationError } from '../../../shared/errors.js';
import { PackageManagementQuery } from '../package-management/package-management.query.js';
import { CurrentPrincipal } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { PackageByIdQuery, StorefrontPackagesQuery } from './storefront-packages.query.js';

/** The storefront packages tab: public, no statistics, visitors welcome (spec 001 §6). */
@ApiTags('packages')
@Controller('client_api')
export class StorefrontPackagesController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * Public packages of the Flirts named in `advisor_ids` (comma-separated); without it, the
   * signed-in Flirt's own packages, every status, as Manage Packages lists them (the My
   * Customers packages filter: customers may hold a private or a deleted package).
   */
  @Get('packages')
  @ReadsProjections('packages')
  @ApiOperation({ summary: 'Public packages of some Flirts, or the signed-in Flirt’s own' })
  async list(
    @Query({ schema: PackagesQuery }) query: PackagesQuery,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<{ packages: readonly PackageView[] }> {
    if (query.advisor_ids === undefined) {
      if (!principal || !hasRole(principal, 'advisor')) {
        throw new ValidationError({ advisor_ids: PACKAGE_MESSAGES.advisorIdsRequired });
      }
      const own = await this.queries.execute(new PackageManagementQuery(principal.userId));
      return { packages: own.packages };
    }
    const byAdvisor = await this.queries.execute(new StorefrontPackagesQuery(query.advisor_ids));
    return { packages: [...byAdvisor.values()].flat() };
  }

  /** Spec 000 §7 public_packages_for_advisors: public packages keyed by Flirt. */
  @Post('public_packages_for_advisors')
  @HttpCode(200)
  @ReadsProjections('packages')
  @ApiOperation({ summary: 'Public packages by Flirt' })
  async forAdvisors(
    @Body({ schema: PublicPackagesForAdvisorsBody }) body: PublicPackagesForAdvisorsBody,
  ): Promise<{ packages: Record<string, PackageView[]> }> {
    const byAdvisor = await this.queries.execute(new StorefrontPackagesQuery(body.advisor_ids));
    return { packages: Object.fromEntries(byAdvisor) };
  }

  /** One package (a private package by its link; its owner sees any of theirs with statistics). */
  @Get('packages/:id')
  @ReadsProjections('packages')
  @ApiOperation({ summary: 'One package' })
  one(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<PackageView> {
    return this.queries.execute(new PackageByIdQuery(id, principal?.userId ?? null));
  }
}
