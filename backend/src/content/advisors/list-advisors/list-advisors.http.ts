import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AdvisorView, AdvisorsByIdsQuery, isUuid } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal } from '../../../shared/auth/roles.guard.js';
import { ValidationError } from '../../../shared/errors.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { ListAdvisorsQuery } from './list-advisors.query.js';

/** At most this many ids in one lookup. */
const MAX_ADVISOR_IDS = 100;

@ApiTags('feeds')
@Controller('client_api/advisors')
export class ListAdvisorsController {
  constructor(private readonly queries: QueryBus) {}

  /** Spec 000 §7 advisors by ids (`ids=a,b`), in the order asked; unknown ids are left out. */
  @Get()
  @ReadsProjections('advisor-directory', 'feed-entitlements')
  @ApiOperation({ summary: 'Flirts by ids' })
  list(
    @Query({ schema: AdvisorsByIdsQuery }) query: AdvisorsByIdsQuery,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<{ advisors: AdvisorView[] }> {
    const ids = [...new Set(query.ids.split(','))];
    if (ids.length > MAX_ADVISOR_IDS || !ids.every(isUuid)) {
      throw new ValidationError({
        ids: `must be a comma-separated list of at most ${String(MAX_ADVISOR_IDS)} Flirt ids`,
      });
    }
    return this.queries.execute(new ListAdvisorsQuery(principal?.userId ?? null, ids));
  }
}
