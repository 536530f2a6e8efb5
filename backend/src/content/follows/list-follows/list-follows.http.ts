import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdvisorIdsQuery, type FollowView, isUuid } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ValidationError } from '../../../shared/errors.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { ListFollowsQuery } from './list-follows.query.js';

const MAX_IDS = 500;

/** Parses `advisor_ids=a,b,c`; null when absent. */
function advisorIdsOf(text: string | undefined): string[] | null {
  if (text === undefined) return null;
  const ids = [...new Set(text.split(',').filter(Boolean))];
  if (ids.length > MAX_IDS || !ids.every(isUuid)) {
    throw new ValidationError({ advisor_ids: 'must be a comma-separated list of Flirt ids' });
  }
  return ids;
}

@ApiTags('feeds')
@Controller('feeds/follows')
export class ListFollowsController {
  constructor(private readonly queries: QueryBus) {}

  /** My follows, of the given Flirts (spec 000 §7: GET follows with advisor_ids). */
  @Get()
  @Roles()
  @ReadsProjections('feed-entitlements')
  @ApiOperation({ summary: 'My follows' })
  list(
    @Query({ schema: AdvisorIdsQuery }) query: AdvisorIdsQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ follows: FollowView[] }> {
    return this.queries.execute(
      new ListFollowsQuery(principal.userId, advisorIdsOf(query.advisor_ids)),
    );
  }
}
