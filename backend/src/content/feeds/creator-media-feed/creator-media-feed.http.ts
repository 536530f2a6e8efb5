import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FeedPage, MediaFeedQuery, type MediaFeedRecord } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { CreatorMediaFeedQuery } from './creator-media-feed.query.js';

@ApiTags('feeds')
@Controller('feeds')
export class CreatorMediaFeedController {
  constructor(private readonly queries: QueryBus) {}

  @Get('creator_media_feed/:id')
  @ReadsProjections('feed-posts', 'feed-entitlements', 'file-manager')
  @ApiOperation({ summary: 'A Flirt’s media (all, photo, video, audio)' })
  media(
    @Param('id') id: string,
    @Query({ schema: MediaFeedQuery }) query: MediaFeedQuery,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<FeedPage<MediaFeedRecord>> {
    return this.queries.execute(
      new CreatorMediaFeedQuery(
        id,
        principal?.userId ?? null,
        query.filter,
        query.cursor,
        query.per_page,
      ),
    );
  }
}
