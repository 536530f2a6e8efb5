import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CustomerTransactionsResponse } from '@flirtwire/contracts';
import { ReadsProjections } from '../../read-side/read-your-writes/read-your-writes.js';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { CustomerTransactionRows } from './customer-transaction-rows.js';

@ApiTags('payments')
@Controller('client_api/transactions')
export class CustomerTransactionsController {
  constructor(private readonly rows: CustomerTransactionRows) {}

  /**
   * Every charge the signed-in person paid, once each with its channel (tributes, chat gifts,
   * subscriptions, packages, recurring tributes, chat volleys, paid mail, goody bags, calls,
   * site-dollar top-ups), what paid it, its refunds and a link to its detail.
   */
  @Get()
  @Roles()
  @ReadsProjections('customer-transactions', 'site-dollars')
  @ApiOperation({ summary: 'Your purchases on every channel and their refunds' })
  async list(@CurrentPrincipal() principal: Principal): Promise<CustomerTransactionsResponse> {
    return { transactions: await this.rows.list(principal.userId) };
  }
}
