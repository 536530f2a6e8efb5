import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CustomerTransactionsResponse } from '@flirtwire/contracts';
import {
  CHARGES,
  type ChargeDoc,
  SITE_DOLLAR_MOVEMENTS,
  type SiteDollarMovementDoc,
} from '@flirtwire/projections';
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

  /** The signed-in person's own tips and subscription charges, what paid each, and refunds. */
  @Get()
  @Roles()
  @ReadsProjections('charges', 'site-dollars')
  @ApiOperation({ summary: 'Your purchases (tips, subscriptions) and their refunds' })
  async list(@CurrentPrincipal() principal: Principal): Promise<CustomerTransactionsResponse> {
    const charges = await this.readModels
      .collection<ChargeDoc>(CHARGES)
      .find({ customerId: principal.userId }, { sort: { paidAt: -1 }, limit: 500 })
      .toArray();
    // A purchase the balance paid has a spend naming it; every other one went to the card.
    const spent = await this.readModels
      .collection<SiteDollarMovementDoc>(SITE_DOLLAR_MOVEMENTS)
      .find({
        customerId: principal.userId,
        kind: 'purchase',
        purchaseId: { $in: charges.map((charge) => charge._id) },
      })
      .toArray();
    const fromBalance = new Set(spent.map((movement) => movement.purchaseId));
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
        paid_from: fromBalance.has(charge._id) ? 'site_dollars' : 'card',
      })),
    };
  }
}
