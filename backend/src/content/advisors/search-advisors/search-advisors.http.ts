import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AdvisorView, AdvisorSearchQuery } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { SearchAdvisorsQuery } from './search-advisors.query.js';

@ApiTags('feeds')
@Controller('client_api/advisor_search')
export class SearchAdvisorsController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * Spec 000 §7 advisor search ('Find Flirts to follow' on Explore): active Flirts whose login
   * starts with `s`, of `gender` (0, 1, 2 or all), in login order; blocked Flirts are left out.
   */
  @Get()
  @ReadsProjections('advisor-directory', 'feed-entitlements')
  @ApiOperation({ summary: 'Find Flirts by the start of their login' })
  search(
    @Query({ schema: AdvisorSearchQuery }) query: AdvisorSearchQuery,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<{ advisors: AdvisorView[] }> {
    const gender =
      query.gender === undefined || query.gender === 'all'
        ? null
        : (Number(query.gender) as 0 | 1 | 2);
    return this.queries.execute(
      new SearchAdvisorsQuery(principal?.userId ?? null, query.s, gender, query.per_page),
    );
  }
}
