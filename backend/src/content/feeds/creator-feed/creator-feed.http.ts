import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FeedPage, FeedQuery, type PostView } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { CreatorFeedQuery } from './creator-feed.query.js';

@ApiTags('feeds')
@Controller('feeds')
export class CreatorFeedController {
  constructor(private readonly queries: QueryBus) {}

  @Get('creator_feed/:id')
  @ReadsProjections('feed-posts', 'feed-entitlements', 'post-engagement', 'file-manager')
  @ApiOperation({ summary: 'A Flirt’s posts' })
  creator(
    @Param('id') id: string,
    @Query({ schema: FeedQuery }) query: FeedQuery,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<FeedPage<PostView>> {
    return this.queries.execute(
      new CreatorFeedQuery(id, principal?.userId ?? null, query.cursor, query.per_page),
    );
  }
}
