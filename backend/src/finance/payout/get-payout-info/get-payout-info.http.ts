import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PayoutInfoView } from '@flirtwire/contracts';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { GetPayoutInfoQuery } from './get-payout-info.query.js';

@ApiTags('payout')
@Controller('client_api/account/payout_info')
export class GetPayoutInfoController {
  constructor(private readonly queries: QueryBus) {}

  /** Spec 002 §7: GET /account/payout_info (behind PAYOUT_21803). The tax id comes masked. */
  @Get()
  @Roles()
  @ReadsProjections('earnings')
  @ApiOperation({ summary: 'Your payout info: balances, payment request, bank, Paxum, MassPay' })
  async show(@CurrentPrincipal() principal: Principal): Promise<{ data: PayoutInfoView }> {
    return { data: await this.queries.execute(new GetPayoutInfoQuery(principal.userId)) };
  }
}
