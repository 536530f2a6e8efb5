import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FeaturedListingResultsResponse } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { FeaturedResults } from './featured-results.js';

/** The Flirts' Featured Listings page (spec 000 §2): where each of my listings is featured. */
@ApiTags('marketplace')
@Controller('client_api/account/featured_listing_results')
export class FeaturedResultsController {
  constructor(private readonly results: FeaturedResults) {}

  @Get('listings')
  @Roles('advisor')
  @ReadsProjections('marketplace-listings')
  @ApiOperation({
    summary: "My listings' places in the home page's and their category's Featured Listings",
  })
  listings(@CurrentPrincipal() principal: Principal): Promise<FeaturedListingResultsResponse> {
    return this.results.of(principal.userId);
  }
}
