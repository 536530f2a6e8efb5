import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  CUSTOMERS_PAGE_SIZE,
  type CustomerSearchAllResponse,
  type CustomerSearchResponse,
  DEFAULT_CUSTOMER_SORT,
  SearchAllCustomersBody,
  CustomerSearchAllResponse as SearchAllResponse,
  CustomerSearchResponse as SearchResponse,
  SearchCustomersBody,
  SEGMENT_RULES_TEXT,
  CUSTOMER_MESSAGES,
} from '@flirtwire/contracts';
import { ValidationError } from '../../../shared/errors.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../../shared/http/request-context.js';
import { CUSTOMER_PROJECTIONS, jsonSchema } from '../../customers-support.js';
import { SaveSearchCommand } from '../../saved-searches/save-search/save-search.command.js';
import { SearchAllCustomersQuery, SearchCustomersQuery } from './search-customers.query.js';

/** My Customers search (spec 002 §7: search, search all customers), for the signed-in Flirt. */
@ApiTags('customers')
@Controller('client_api/customers')
@Roles('advisor')
export class SearchCustomersController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Post('search')
  @HttpCode(200)
  @ReadsProjections(...CUSTOMER_PROJECTIONS)
  @ApiOperation({
    summary: 'Search my customers: every filter, at most two sort columns, 50 per page',
    description: `Filters are the Customers filter state (spec 002 §3); \`sort\` holds at most two columns, the newest (primary) first; default Cntct Days Ago ascending then Last 365D $ descending. With saveThisSearch the search is also saved under nameForSavedSearch. Money fields are integer cents. With \`as_of\` (YYYY-MM-DD) the grid as it stood at the end of that day in your reporting time zone, replayed from the events (read-only: it cannot save a search). Pass \`?after=<position>\` to see your own writes.\n\n${SEGMENT_RULES_TEXT}`,
  })
  @ApiQuery({
    name: 'after',
    required: false,
    description: 'An event position to wait for (read your writes)',
  })
  @ApiOkResponse({ schema: jsonSchema(SearchResponse) })
  async search(
    @Body({ schema: SearchCustomersBody }) body: SearchCustomersBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CustomerSearchResponse> {
    const sort = body.sort.length > 0 ? body.sort : [...DEFAULT_CUSTOMER_SORT];
    if (body.as_of && body.filters.saveThisSearch) {
      throw new ValidationError({ as_of: CUSTOMER_MESSAGES.asOfReadOnly });
    }
    const { rows, total, asOf } = await this.queries.execute(
      new SearchCustomersQuery(principal.userId, body.filters, sort, body.page, body.as_of),
    );
    // Saved only once the search itself succeeded, so a refused search saves nothing.
    const saved = body.filters.saveThisSearch
      ? await this.commands.execute(
          new SaveSearchCommand(
            principal.userId,
            body.filters.nameForSavedSearch,
            body.filters,
            sort,
            context,
          ),
        )
      : null;
    return {
      customers: rows,
      total_row_count: total,
      page: body.page,
      per_page: CUSTOMERS_PAGE_SIZE,
      sort,
      saved_search: saved ? { id: saved.id, name: saved.name } : null,
      as_of: asOf,
    };
  }

  @Post('search_all')
  @HttpCode(200)
  @ReadsProjections(...CUSTOMER_PROJECTIONS)
  @ApiOperation({
    summary: 'Every customer the filters match (the select-all set)',
    description:
      'The seeker ids of every match now; bulk actions also accept the filters themselves.',
  })
  @ApiQuery({ name: 'after', required: false })
  @ApiOkResponse({ schema: jsonSchema(SearchAllResponse) })
  async searchAll(
    @Body({ schema: SearchAllCustomersBody }) body: SearchAllCustomersBody,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CustomerSearchAllResponse> {
    const { ids } = await this.queries.execute(
      new SearchAllCustomersQuery(principal.userId, body.filters),
    );
    return { seeker_ids: ids, total_row_count: ids.length };
  }
}
