import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type LikeEntry, LikesQuery } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { ListLikesQuery } from './list-likes.query.js';

@ApiTags('feeds')
@Controller('feeds/likes')
export class ListLikesController {
  constructor(private readonly queries: QueryBus) {}

  /** Who liked my post ('No likes yet' when empty). */
  @Get()
  @Roles()
  @ReadsProjections('feed-posts', 'post-engagement')
  @ApiOperation({ summary: 'Likes of my post' })
  list(
    @Query({ schema: LikesQuery }) query: LikesQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ likes: LikeEntry[] }> {
    return this.queries.execute(new ListLikesQuery(query.post_id, principal.userId));
  }
}
