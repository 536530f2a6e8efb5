import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OfferingSettings } from '@flirtwire/contracts';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { OfferingSettingsQuery } from './offering-settings.query.js';

@ApiTags('subscriptions')
@Controller('client_api/subscriptions/offerings')
export class OfferingSettingsController {
  constructor(private readonly queries: QueryBus) {}

  /** The subscription settings page: the current price and the allowed range. */
  @Get()
  @Roles('advisor')
  @ApiOperation({ summary: 'The subscription price settings' })
  settings(@CurrentPrincipal() principal: Principal): Promise<OfferingSettings> {
    return this.queries.execute(new OfferingSettingsQuery(principal.userId));
  }
}
