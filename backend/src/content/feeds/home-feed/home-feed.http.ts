import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FeedPage, FeedQuery, type PostView } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { HomeFeedQuery } from './home-feed.query.js';

@ApiTags('feeds')
@Controller('feeds')
export class HomeFeedController {
  constructor(private readonly queries: QueryBus) {}

  @Get('home_feed')
  @Roles()
  @ReadsProjections('feed-posts', 'feed-entitlements', 'post-engagement', 'file-manager')
  @ApiOperation({ summary: 'The combined feed of followed Flirts' })
  home(
    @Query({ schema: FeedQuery }) query: FeedQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<FeedPage<PostView>> {
    return this.queries.execute(new HomeFeedQuery(principal.userId, query.cursor, query.per_page));
  }
}
