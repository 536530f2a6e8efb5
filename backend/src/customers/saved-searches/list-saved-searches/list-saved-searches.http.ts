import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SavedSearchesResponse } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { jsonSchema } from '../../customers-support.js';
import { ListSavedSearchesQuery } from './list-saved-searches.query.js';

@ApiTags('customers')
@Controller('client_api/customers/saved_searches')
@Roles('advisor')
export class ListSavedSearchesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'My saved searches (user_saved_search) and the system ones' })
  @ApiOkResponse({ schema: jsonSchema(SavedSearchesResponse) })
  list(@CurrentPrincipal() principal: Principal): Promise<SavedSearchesResponse> {
    return this.queries.execute(new ListSavedSearchesQuery(principal.userId));
  }
}
