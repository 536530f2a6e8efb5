import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type NewPostsCheck,
  NewPostsCheckQuery as NewPostsCheckParams,
} from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { NewPostsCheckQuery } from './new-posts-check.query.js';

@ApiTags('feeds')
@Controller('feeds')
export class NewPostsCheckController {
  constructor(private readonly queries: QueryBus) {}

  @Get('new_posts_check')
  @Roles()
  @ReadsProjections('feed-posts', 'feed-entitlements')
  @ApiOperation({ summary: 'Whether the combined feed has posts newer than the cursor' })
  check(
    @Query({ schema: NewPostsCheckParams }) query: NewPostsCheckParams,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NewPostsCheck> {
    return this.queries.execute(new NewPostsCheckQuery(principal.userId, query.cursor));
  }
}
