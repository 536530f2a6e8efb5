import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CustomersAsOfQuery, TagsResponse } from '@flirtwire/contracts';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { jsonSchema } from '../../customers-support.js';
import { ListTagsQuery } from './list-tags.query.js';

@ApiTags('customers')
@Controller('client_api/customers/tags')
@Roles('advisor')
export class ListTagsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ReadsProjections('customer-rows')
  @ApiOperation({ summary: 'My tags (user_tag) and the system tags (system_tag), with counts' })
  @ApiQuery({
    name: 'as_of',
    required: false,
    description: 'YYYY-MM-DD: the tags and counts as they stood at the end of that day',
  })
  @ApiOkResponse({ schema: jsonSchema(TagsResponse) })
  list(
    @CurrentPrincipal() principal: Principal,
    @Query({ schema: CustomersAsOfQuery }) query: CustomersAsOfQuery,
  ): Promise<TagsResponse> {
    return this.queries.execute(new ListTagsQuery(principal.userId, query.as_of));
  }
}
