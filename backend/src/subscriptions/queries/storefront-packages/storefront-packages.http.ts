import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  PackagesQuery,
  type PackageView,
  PublicPackagesForAdvisorsBody,
} from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { PackageByIdQuery, StorefrontPackagesQuery } from './storefront-packages.query.js';

/** The storefront packages tab: public, no statistics, visitors welcome (spec 001 §6). */
@ApiTags('packages')
@Controller('client_api')
export class StorefrontPackagesController {
  constructor(private readonly queries: QueryBus) {}

  /** Public packages of the Flirts named in `advisor_ids` (comma-separated). */
  @Get('packages')
  @ReadsProjections('packages')
  @ApiOperation({ summary: 'Public packages of some Flirts' })
  async list(
    @Query({ schema: PackagesQuery }) query: PackagesQuery,
  ): Promise<{ packages: PackageView[] }> {
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
