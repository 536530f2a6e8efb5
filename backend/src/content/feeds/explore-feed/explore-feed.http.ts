import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ExploreFeedQuery as ExploreFeedParams,
  type FeedPage,
  type PostView,
} from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { ExploreFeedQuery } from './explore-feed.query.js';

@ApiTags('feeds')
@Controller('feeds')
export class ExploreFeedController {
  constructor(private readonly queries: QueryBus) {}

  @Get('explore_feed')
  @ReadsProjections('feed-posts', 'feed-entitlements', 'post-engagement', 'file-manager')
  @ApiOperation({ summary: 'The explore feed (optional gender)' })
  explore(
    @Query({ schema: ExploreFeedParams }) query: ExploreFeedParams,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<FeedPage<PostView>> {
    return this.queries.execute(
      new ExploreFeedQuery(principal?.userId ?? null, query.gender, query.cursor, query.per_page),
    );
  }
}
