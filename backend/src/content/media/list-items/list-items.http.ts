import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MediaItemsQuery } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { type ItemsPage, ListItemsQuery } from './list-items.query.js';

@ApiTags('file manager')
@Controller('fm/client_api/items')
export class ListItemsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Roles('advisor')
  @ReadsProjections('file-manager')
  @ApiOperation({ summary: 'My files (a folder, or all)' })
  list(
    @Query({ schema: MediaItemsQuery }) query: MediaItemsQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ItemsPage> {
    return this.queries.execute(
      new ListItemsQuery(principal.userId, query.album_id, query.cursor, query.per_page),
    );
  }
}
