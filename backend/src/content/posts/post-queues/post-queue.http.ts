import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PostView } from '@flirtwire/contracts';
import { OwnedBy } from '../../../shared/auth/ownership.guard.js';
import { hasRole, type Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { SelfOwner } from '../../self-owner.js';
import { PostQueueQuery, type PostQueueName } from './post-queue.query.js';

/** Spec 000 §7: scheduled_posts; users/{id}/processing_posts; users/{id}/removed_posts. */
@ApiTags('feeds')
@Controller('feeds')
@ReadsProjections('feed-posts', 'post-engagement', 'file-manager')
export class PostQueueController {
  constructor(private readonly queries: QueryBus) {}

  @Get('scheduled_posts')
  @Roles('advisor')
  @ApiOperation({ summary: 'My scheduled posts' })
  scheduled(@CurrentPrincipal() principal: Principal): Promise<{ records: PostView[] }> {
    return this.queries.execute(
      new PostQueueQuery(principal.userId, 'scheduled', {
        userId: principal.userId,
        moderating: false,
      }),
    );
  }

  @Get('users/:id/processing_posts')
  @Roles()
  @OwnedBy(SelfOwner, 'id', { staff: ['moderator', 'admin'] })
  @ApiOperation({ summary: 'Posts waiting for processing or review' })
  processing(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ records: PostView[] }> {
    return this.list(id, 'processing', principal);
  }

  @Get('users/:id/removed_posts')
  @Roles()
  @OwnedBy(SelfOwner, 'id', { staff: ['moderator', 'admin'] })
  @ApiOperation({ summary: 'Rejected (removed) posts' })
  removed(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ records: PostView[] }> {
    return this.list(id, 'removed', principal);
  }

  private list(
    id: string,
    queue: PostQueueName,
    principal: Principal,
  ): Promise<{ records: PostView[] }> {
    const moderating = id !== principal.userId && hasRole(principal, 'moderator', 'admin');
    return this.queries.execute(
      new PostQueueQuery(id, queue, { userId: principal.userId, moderating }),
    );
  }
}
