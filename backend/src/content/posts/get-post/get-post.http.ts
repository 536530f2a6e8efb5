import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PostView } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { GetPostQuery } from './get-post.query.js';

@ApiTags('feeds')
@Controller('feeds/posts')
export class GetPostController {
  constructor(private readonly queries: QueryBus) {}

  /** One post as the viewer may see it: full, or locked (public caption and media counts). */
  @Get(':id')
  @ReadsProjections('feed-posts', 'post-engagement', 'feed-entitlements', 'file-manager')
  @ApiOperation({ summary: 'A post (post detail)' })
  show(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<PostView> {
    return this.queries.execute(
      new GetPostQuery(id, { userId: principal?.userId ?? null, moderating: false }),
    );
  }
}
