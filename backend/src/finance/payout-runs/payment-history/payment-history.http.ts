import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PaymentHistoryResponse } from '@flirtwire/contracts';
import { PAYOUTS, type PayoutDoc } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { payoutRowOf } from '../payout-rows.js';

@ApiTags('payout')
@Controller('client_api/transactions/payment_history')
export class PaymentHistoryController {
  constructor(private readonly readModels: ReadModels) {}

  /** The signed-in payee's own payouts and holds, newest pay date first. */
  @Get()
  @Roles()
  @ReadsProjections('payouts')
  @ApiOperation({ summary: 'Your payouts: method, pay date, fee, amount and status' })
  async list(@CurrentPrincipal() principal: Principal): Promise<PaymentHistoryResponse> {
    const docs = await this.readModels
      .collection<PayoutDoc>(PAYOUTS)
      .find({ payeeId: principal.userId }, { sort: { periodKey: -1 }, limit: 500 })
      .toArray();
    return { payouts: docs.map((doc) => payoutRowOf(doc, '')) };
  }
}
