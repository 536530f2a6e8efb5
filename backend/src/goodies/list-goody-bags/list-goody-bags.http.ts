import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type GoodyBagDetail,
  type GoodyBagsPage,
  type GoodyBagsPresence,
  GoodyBagsQuery,
  type PurchasedGoodyBagsPage,
} from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReadsProjections } from '../../read-side/read-your-writes/read-your-writes.js';
import {
  AdvisorGoodyBagsQuery,
  GoodyBagDetailQuery,
  GoodyBagsPresenceQuery,
  OwnGoodyBagsQuery,
  PurchasedGoodyBagsQuery,
} from './list-goody-bags.query.js';

/** Goody bag reads: the storefront's (public) and the signed-in person's own lists. */
@ApiTags('goodies')
@Controller('client_api')
export class GoodyBagsController {
  constructor(private readonly queries: QueryBus) {}

  /** Spec 001 §7 goody bags: 20 per page, with a count. Public, as the storefront is. */
  @Get('advisors/:login/goody_bags')
  @ReadsProjections('goodies')
  @ApiOperation({ summary: 'A Flirt’s goody bags for sale' })
  forAdvisor(
    @Param('login') login: string,
    @Query({ schema: GoodyBagsQuery }) query: GoodyBagsQuery,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<GoodyBagsPage> {
    return this.queries.execute(
      new AdvisorGoodyBagsQuery(login, query.page, principal?.userId ?? null),
    );
  }

  /** Spec 002 §7: whether the Flirt has goody bags (the storefront goodies tab). */
  @Get('advisors/:login/goody_bags_presence')
  @ReadsProjections('goodies')
  @ApiOperation({ summary: 'Whether a Flirt has goody bags for sale' })
  presence(@Param('login') login: string): Promise<GoodyBagsPresence> {
    return this.queries.execute(new GoodyBagsPresenceQuery(login));
  }

  @Get('goody_bags/manage')
  @Roles('advisor')
  @ReadsProjections('goodies')
  @ApiOperation({ summary: 'Your goody bags, drafts included' })
  own(
    @Query({ schema: GoodyBagsQuery }) query: GoodyBagsQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<GoodyBagsPage> {
    return this.queries.execute(new OwnGoodyBagsQuery(principal.userId, query.page));
  }

  @Get('goody_bags/purchased')
  @Roles('customer', 'advisor')
  @ReadsProjections('goodies')
  @ApiOperation({ summary: 'The goody bags you bought' })
  purchased(
    @Query({ schema: GoodyBagsQuery }) query: GoodyBagsQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PurchasedGoodyBagsPage> {
    return this.queries.execute(new PurchasedGoodyBagsQuery(principal.userId, query.page));
  }

  /** One bag; its files unlocked for its Flirt and its buyers. */
  @Get('goody_bags/:id')
  @ReadsProjections('goodies', 'file-manager')
  @ApiOperation({ summary: 'One goody bag' })
  one(
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<GoodyBagDetail> {
    return this.queries.execute(new GoodyBagDetailQuery(id, principal?.userId ?? null));
  }
}
