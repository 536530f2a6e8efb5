import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AdvisorListingsResponse,
  type CallListingResponse,
  CategoryListingsQuery,
  type CategoryListingsResponse,
  CreateListingBody,
  EditListingBody,
  HomepageListingsQuery,
  type HomepageListingsResponse,
  type ListingCommandResponse,
  type ListingView,
  type TopLevelCategoriesResponse,
} from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { ReadsProjections } from '../../read-side/read-your-writes/read-your-writes.js';
import type { CommandOutcome } from '../../shared/commands/command-processor.js';
import {
  CreateListingCommand,
  OpenChatListingCommand,
} from './create-listing/create-listing.command.js';
import { EditListingCommand } from './edit-listing/edit-listing.command.js';
import { ListingViews } from './listing-views.js';

const READS = 'marketplace-listings';

const answer = (outcome: CommandOutcome, listingId: string): ListingCommandResponse => ({
  streamId: outcome.streamId,
  revision: outcome.revision,
  position: outcome.position,
  listingId,
});

/** Marketplace listings: public reads (accepted listings) and the owner's create and edit. */
@ApiTags('marketplace')
@Controller('client_api')
export class ListingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: ListingViews,
  ) {}

  @Get('listings/:id')
  @ReadsProjections(READS)
  @ApiOperation({ summary: 'One listing (its owner and staff also see it before it is accepted)' })
  get(@Param('id') id: string, @CurrentPrincipal() viewer: Principal | null): Promise<ListingView> {
    return this.views.one(id, viewer);
  }

  @Get('advisors/:login/listings')
  @ReadsProjections(READS, 'advisor-directory')
  @ApiOperation({
    summary: "A Flirt's listings (all of them for the Flirt, accepted ones for others)",
  })
  byAdvisor(
    @Param('login') login: string,
    @CurrentPrincipal() viewer: Principal | null,
  ): Promise<AdvisorListingsResponse> {
    return this.views.byAdvisor(login, viewer);
  }

  @Get('homepage_listings')
  @ReadsProjections(READS)
  @ApiOperation({ summary: 'Featured listings of the home page' })
  homepage(
    @Query({ schema: HomepageListingsQuery }) query: HomepageListingsQuery,
    @CurrentPrincipal() viewer: Principal | null,
  ): Promise<HomepageListingsResponse> {
    return this.views.homepage(query, viewer);
  }

  @Get('categories/:category')
  @ReadsProjections(READS)
  @ApiOperation({ summary: 'Listings of a category (and its subcategories)' })
  category(
    @Param('category') category: string,
    @Query({ schema: CategoryListingsQuery }) query: CategoryListingsQuery,
    @CurrentPrincipal() viewer: Principal | null,
  ): Promise<CategoryListingsResponse> {
    return this.views.category(category, query, viewer);
  }

  @Get('top_level_categories')
  @ApiOperation({ summary: 'The category tree' })
  topLevelCategories(): TopLevelCategoriesResponse {
    return this.views.topLevelCategories();
  }

  @Get('call_listings/:id')
  @ReadsProjections(READS)
  @ApiOperation({ summary: 'What a caller needs to call a phone listing' })
  call(
    @Param('id') id: string,
    @CurrentPrincipal() viewer: Principal | null,
  ): Promise<CallListingResponse> {
    return this.views.call(id, viewer);
  }

  @Post('listings')
  @HttpCode(201)
  @Roles('advisor')
  @ApiOperation({ summary: 'Create a phone listing (reviewed before it is listed)' })
  async create(
    @Body({ schema: CreateListingBody }) body: CreateListingBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<ListingCommandResponse> {
    const outcome = await this.commands.execute(new CreateListingCommand(principal, body, context));
    return answer(outcome, outcome.listingId);
  }

  @Post('listings/chat')
  @HttpCode(200)
  @Roles('advisor')
  @ApiOperation({ summary: 'Open my chat listing (once; a repeat changes nothing)' })
  async openChat(
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<ListingCommandResponse> {
    const outcome = await this.commands.execute(new OpenChatListingCommand(principal, context));
    return answer(outcome, outcome.listingId);
  }

  @Patch('listings/:id')
  @HttpCode(200)
  @Roles()
  @ApiOperation({ summary: 'Edit my listing (an accepted listing is reviewed again)' })
  async edit(
    @Param('id') id: string,
    @Body({ schema: EditListingBody }) body: EditListingBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<ListingCommandResponse> {
    const outcome = await this.commands.execute(
      new EditListingCommand(principal, id, body, context),
    );
    return answer(outcome, id);
  }
}
