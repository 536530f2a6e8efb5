import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CustomerOverviewResponse,
  FeedbackResponse,
  HistoryQuery,
  HistoryResponse,
  OffersResponse,
  PackagesResponse,
} from '@flirtwire/contracts';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { jsonSchema } from '../../customers-support.js';
import { LoginParam } from '../../notes/set-note/set-note.http.js';
import {
  CustomerFeedbackQuery,
  CustomerHistoryQuery,
  CustomerOffersQuery,
  CustomerOverviewQuery,
} from './customer-details.query.js';

/** Customer details (spec 002: /my_customers/user/{login}/{tab}); the Flirt's own customers only. */
@ApiTags('customers')
@Controller('client_api/customers/:login')
@Roles('advisor')
export class CustomerDetailsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('overview')
  @ReadsProjections('customer-rows')
  @ApiOperation({ summary: 'Overview tab: the customer row, my note, subscriptions with perks' })
  @ApiOkResponse({ schema: jsonSchema(CustomerOverviewResponse) })
  overview(
    @Param('login', { schema: LoginParam }) login: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CustomerOverviewResponse> {
    return this.queries.execute(new CustomerOverviewQuery(principal.userId, login));
  }

  @Get('packages')
  @ReadsProjections('customer-rows')
  @ApiOperation({ summary: 'The customer’s subscriptions and packages with perks' })
  @ApiOkResponse({ schema: jsonSchema(PackagesResponse) })
  async packages(
    @Param('login', { schema: LoginParam }) login: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<{ subscriptions: CustomerOverviewResponse['subscriptions'] }> {
    const overview: CustomerOverviewResponse = await this.queries.execute(
      new CustomerOverviewQuery(principal.userId, login),
    );
    return { subscriptions: overview.subscriptions };
  }

  @Get('details_offers')
  @ReadsProjections('customer-rows', 'customer-offers')
  @ApiOperation({ summary: 'Offers tab' })
  @ApiOkResponse({ schema: jsonSchema(OffersResponse) })
  offers(
    @Param('login', { schema: LoginParam }) login: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<OffersResponse> {
    return this.queries.execute(new CustomerOffersQuery(principal.userId, login));
  }

  @Get('details_history')
  @ReadsProjections('customer-rows', 'earnings')
  @ApiOperation({
    summary: 'History tab: payments and reversals of the last 16 months, newest first',
  })
  @ApiOkResponse({ schema: jsonSchema(HistoryResponse) })
  history(
    @Param('login', { schema: LoginParam }) login: string,
    @Query({ schema: HistoryQuery }) query: HistoryQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<HistoryResponse> {
    return this.queries.execute(
      new CustomerHistoryQuery(principal.userId, login, query.page, query.per_page),
    );
  }

  @Get('feedback')
  @ReadsProjections('customer-rows')
  @ApiOperation({ summary: 'Feedback tab' })
  @ApiOkResponse({ schema: jsonSchema(FeedbackResponse) })
  feedback(
    @Param('login', { schema: LoginParam }) login: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<FeedbackResponse> {
    return this.queries.execute(new CustomerFeedbackQuery(principal.userId, login));
  }
}
