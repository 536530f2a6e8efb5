import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PageQuery, type ShoutOutboxEntry } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { ShoutOutboxQuery } from './outbox.query.js';

@ApiTags('social shouts')
@Controller('client_api/social_media/outbox')
export class ShoutOutboxController {
  constructor(private readonly queries: QueryBus) {}

  /** What was posted (or would have been, with the default provider), newest first. */
  @Get()
  @Roles('advisor')
  @ReadsProjections('social-shouts')
  @ApiOperation({ summary: 'My shouts and their deliveries' })
  list(
    @Query({ schema: PageQuery }) query: PageQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ shouts: ShoutOutboxEntry[] }> {
    return this.queries.execute(new ShoutOutboxQuery(principal.userId, query.per_page));
  }
}
