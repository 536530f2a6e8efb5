import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CustomerTransactionsResponse } from '@flirtwire/contracts';
import { CHARGES, type ChargeDoc } from '@flirtwire/projections';
import { UserDirectory } from '../../identity/user/user-directory.js';
import { ReadModels } from '../../read-side/read-models.js';
import { ReadsProjections } from '../../read-side/read-your-writes/read-your-writes.js';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';

@ApiTags('payments')
@Controller('client_api/transactions')
export class CustomerTransactionsController {
  constructor(
    private readonly readModels: ReadModels,
    private readonly directory: UserDirectory,
  ) {}

  /** The signed-in person's own tips and subscription charges, with what was refunded. */
  @Get()
  @Roles()
  @ReadsProjections('charges')
  @ApiOperation({ summary: 'Your purchases (tips, subscriptions) and their refunds' })
  async list(@CurrentPrincipal() principal: Principal): Promise<CustomerTransactionsResponse> {
    const charges = await this.readModels
      .collection<ChargeDoc>(CHARGES)
      .find({ customerId: principal.userId }, { sort: { paidAt: -1 }, limit: 500 })
      .toArray();
    const logins = new Map<string, string | null>();
    for (const charge of charges) {
      if (logins.has(charge.creatorId)) continue;
      const user = await this.directory.load(charge.creatorId);
      logins.set(charge.creatorId, user.exists ? user.login : null);
    }
    return {
      transactions: charges.map((charge) => ({
        id: charge._id,
        paid_at: charge.paidAt,
        kind: charge.source === 'tip' ? 'tip' : 'subscription',
        creator_login: logins.get(charge.creatorId) ?? null,
        amount_cents: charge.amountCents,
        refunded_cents: charge.refundedCents,
        charged_back_cents: charge.chargedBackCents,
      })),
    };
  }
}
