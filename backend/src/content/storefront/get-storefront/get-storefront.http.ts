import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StorefrontProfileResponse } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal } from '../../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import { GetStorefrontQuery } from './get-storefront.query.js';

@ApiTags('storefront')
@Controller('client_api/advisors')
export class GetStorefrontController {
  constructor(private readonly queries: QueryBus) {}

  /** Spec 001 §7 advisor lookup for the storefront: public, as the storefront is. */
  @Get(':login/storefront')
  @ReadsProjections('advisor-directory', 'feed-entitlements', 'packages', 'goodies')
  @ApiOperation({ summary: 'A Flirt’s storefront header and tabs' })
  get(
    @Param('login') login: string,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<StorefrontProfileResponse> {
    return this.queries.execute(new GetStorefrontQuery(principal?.userId ?? null, login));
  }
}
