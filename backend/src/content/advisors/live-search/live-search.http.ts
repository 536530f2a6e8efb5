import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  LIVE_SEARCH_MAX_LENGTH,
  LIVE_SEARCH_MIN_LENGTH,
  type LiveSearchHit,
} from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal } from '../../../shared/auth/roles.guard.js';
import { ValidationError } from '../../../shared/errors.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { SEARCH_INDEX_TRACK } from '../../../marketplace/search/search-index.feeder.js';
import { LiveSearchQuery } from './live-search.query.js';

@ApiTags('feeds')
@Controller('client_api/search/realtime')
export class LiveSearchController {
  constructor(private readonly queries: QueryBus) {}

  /** Spec 000 §7 live search: 3 to 100 characters. */
  @Get(':text')
  @ReadsProjections('advisor-directory', 'feed-entitlements', SEARCH_INDEX_TRACK)
  @ApiOperation({ summary: 'Live search from the header' })
  search(
    @Param('text') raw: string,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<{ results: LiveSearchHit[] }> {
    const text = raw.trim();
    if (text.length < LIVE_SEARCH_MIN_LENGTH || text.length > LIVE_SEARCH_MAX_LENGTH) {
      throw new ValidationError({
        text: `must be ${String(LIVE_SEARCH_MIN_LENGTH)} to ${String(LIVE_SEARCH_MAX_LENGTH)} characters`,
      });
    }
    return this.queries.execute(new LiveSearchQuery(principal?.userId ?? null, text));
  }
}
