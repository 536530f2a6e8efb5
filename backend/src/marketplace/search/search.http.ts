import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type ChatProfile,
  ChatProfileSearchQuery,
  type ChatProfileSearchResponse,
  GoodySearchBody,
  type GoodySearchResponse,
  ListingSearchQuery,
  type ListingSearchResponse,
} from '@flirtwire/contracts';
import { NotFoundError } from '../../shared/errors.js';
import { ReadsProjections } from '../../read-side/read-your-writes/read-your-writes.js';
import { MarketplaceSearch } from './marketplace-search.js';
import { SEARCH_INDEX_TRACK } from './search-index.feeder.js';

/** The marketplace searches (listing search, chat browse, goodies search); open to visitors. */
@ApiTags('marketplace')
@Controller()
export class MarketplaceSearchController {
  constructor(private readonly search: MarketplaceSearch) {}

  @Get('client_api/search')
  @ReadsProjections(SEARCH_INDEX_TRACK)
  @ApiOperation({ summary: 'Listing search: live, recorded and chat listings' })
  listings(
    @Query({ schema: ListingSearchQuery }) query: ListingSearchQuery,
  ): Promise<ListingSearchResponse> {
    return this.search.listings(query);
  }

  @Get('client_api/chat_profile_search')
  @ReadsProjections(SEARCH_INDEX_TRACK)
  @ApiOperation({ summary: 'Chat browse: chat profiles by text, category and gender' })
  chatProfiles(
    @Query({ schema: ChatProfileSearchQuery }) query: ChatProfileSearchQuery,
  ): Promise<ChatProfileSearchResponse> {
    return this.search.chatProfiles(query);
  }

  @Get('client_api/advisors/:login/chat_profile')
  @ReadsProjections(SEARCH_INDEX_TRACK)
  @ApiOperation({ summary: "A Flirt's chat profile" })
  async chatProfile(@Param('login') login: string): Promise<ChatProfile> {
    const profile = await this.search.chatProfileOf(login.trim());
    if (!profile) throw new NotFoundError('This Flirt has no chat profile.');
    return profile;
  }

  @Post('fm/client_api/goody_search')
  @HttpCode(200)
  @ReadsProjections(SEARCH_INDEX_TRACK)
  @ApiOperation({ summary: 'Goodies search with facets and carousels' })
  goodies(@Body({ schema: GoodySearchBody }) body: GoodySearchBody): Promise<GoodySearchResponse> {
    return this.search.goodies(body);
  }
}
