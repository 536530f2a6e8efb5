import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PageQuery } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { type CommentsPage, ListCommentsQuery } from './list-comments.query.js';

@ApiTags('feeds')
@Controller('feeds/posts')
export class ListCommentsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/comments')
  @ReadsProjections('feed-posts', 'post-engagement', 'feed-entitlements')
  @ApiOperation({ summary: 'Comments of a post (cursor paging)' })
  list(
    @Param('id') id: string,
    @Query({ schema: PageQuery }) query: PageQuery,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<CommentsPage> {
    return this.queries.execute(
      new ListCommentsQuery(
        id,
        { userId: principal?.userId ?? null, moderating: false },
        query.cursor,
        query.per_page,
      ),
    );
  }
}
