import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdvisorView } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { GetAdvisorQuery } from './get-advisor.query.js';

@ApiTags('feeds')
@Controller('client_api/advisors')
export class GetAdvisorController {
  constructor(private readonly queries: QueryBus) {}

  /** Spec 000 §7 advisor by login: public, as the storefront is. */
  @Get(':login')
  @ReadsProjections('advisor-directory', 'feed-entitlements')
  @ApiOperation({ summary: 'A Flirt by login' })
  get(
    @Param('login') login: string,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<AdvisorView> {
    return this.queries.execute(new GetAdvisorQuery(principal?.userId ?? null, login));
  }
}
