import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AUTOCOMPLETE_MIN,
  CUSTOMER_MESSAGES,
  LoginsQuery,
  LoginsResponse,
} from '@flirtwire/contracts';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ValidationError } from '../../../shared/errors.js';
import { jsonSchema } from '../../customers-support.js';
import { CustomerLoginsQuery } from './customer-logins.query.js';

@ApiTags('customers')
@Controller('client_api/customers')
@Roles('advisor')
export class CustomerLoginsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('logins')
  @ReadsProjections('customer-rows')
  @ApiOperation({ summary: 'Autocomplete my customers’ logins (from 3 characters)' })
  @ApiOkResponse({ schema: jsonSchema(LoginsResponse) })
  async logins(
    @Query({ schema: LoginsQuery }) query: LoginsQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<LoginsResponse> {
    const prefix = query.login.trim();
    if (prefix.length < AUTOCOMPLETE_MIN) {
      throw new ValidationError({ login: CUSTOMER_MESSAGES.autocompleteMin });
    }
    return this.queries.execute(
      new CustomerLoginsQuery(principal.userId, prefix, query.includeZeroSpendCustomers === 'true'),
    );
  }
}
