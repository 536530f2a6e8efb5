import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SubscriptionView } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { SubscriptionByAdvisorQuery } from './subscription-by-advisor.query.js';

@ApiTags('subscriptions')
@Controller('client_api/subscriptions')
export class SubscriptionByAdvisorController {
  constructor(private readonly queries: QueryBus) {}

  /** Spec 000 §7 "Subscription by advisor": the caller's own, with the Flirt's offering. */
  @Get(':advisorId')
  @Roles('customer')
  @ApiOperation({ summary: 'The subscription with one Flirt' })
  byAdvisor(
    @Param('advisorId') advisorId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SubscriptionView> {
    return this.queries.execute(new SubscriptionByAdvisorQuery(principal.userId, advisorId));
  }
}
