import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AddFavoriteBody,
  type CommandResult,
  FavoriteListingId,
  FavoriteListingsQuery,
  type FavoriteListingsResponse,
  type FavoriteStatusResponse,
  MoveFavoriteBody,
  RemoveFavoritesBody,
} from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { commandResult } from '../../shared/commands/command-result.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { ReadsProjections } from '../../read-side/read-your-writes/read-your-writes.js';
import {
  AddFavoriteCommand,
  MoveFavoriteCommand,
  RemoveFavoritesCommand,
} from './favorites.commands.js';
import { FavoriteViews } from './favorite-views.js';

/** The signed-in customer's favorite listings, in their own order (docs/adr/0113). */
@ApiTags('favorites')
@Controller('client_api/favorite_listings')
export class FavoritesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly views: FavoriteViews,
  ) {}

  @Get()
  @Roles()
  @ReadsProjections('favorites', 'marketplace-listings')
  @ApiOperation({ summary: 'My favorite listings, 20 a page, in my order' })
  list(
    @Query({ schema: FavoriteListingsQuery }) query: FavoriteListingsQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<FavoriteListingsResponse> {
    return this.views.list(principal.userId, query);
  }

  @Get(':listingId')
  @ReadsProjections('favorites')
  @ApiOperation({ summary: 'Whether a listing is one of my favorites (false for visitors)' })
  status(
    @Param('listingId', { schema: FavoriteListingId }) listingId: string,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<FavoriteStatusResponse> {
    return this.views.status(principal?.userId ?? null, listingId);
  }

  @Post()
  @HttpCode(201)
  @Roles()
  @ApiOperation({ summary: 'Add a listing to my favorites (at the end)' })
  async add(
    @Body({ schema: AddFavoriteBody }) body: AddFavoriteBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    return commandResult(
      await this.commands.execute(
        new AddFavoriteCommand(principal.userId, body.listing_id, context),
      ),
    );
  }

  @Delete('bulk_destroy')
  @HttpCode(200)
  @Roles()
  @ApiOperation({ summary: 'Remove several of my favorites' })
  async remove(
    @Body({ schema: RemoveFavoritesBody }) body: RemoveFavoritesBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    return commandResult(
      await this.commands.execute(
        new RemoveFavoritesCommand(principal.userId, body.listing_ids, context),
      ),
    );
  }

  @Patch(':listingId')
  @HttpCode(200)
  @Roles()
  @ApiOperation({ summary: 'Move one of my favorites to a position (1 is the top)' })
  async move(
    @Param('listingId', { schema: FavoriteListingId }) listingId: string,
    @Body({ schema: MoveFavoriteBody }) body: MoveFavoriteBody,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<CommandResult> {
    return commandResult(
      await this.commands.execute(
        new MoveFavoriteCommand(principal.userId, listingId, body.position, context),
      ),
    );
  }
}
