import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PageQuery, type PostView } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { ModerationQueueQuery } from './moderation-queue.query.js';

@ApiTags('moderation')
@Controller('feeds/moderation')
export class ModerationQueueController {
  constructor(private readonly queries: QueryBus) {}

  /** The moderators' queue ('Yay! There is nothing here for you to review.' when empty). */
  @Get('posts')
  @Roles('moderator')
  @ReadsProjections('feed-posts', 'file-manager')
  @ApiOperation({ summary: 'Posts waiting for review' })
  queue(
    @Query({ schema: PageQuery }) query: PageQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ records: PostView[]; moreRecords: boolean }> {
    return this.queries.execute(new ModerationQueueQuery(principal.userId, query.per_page));
  }
}
