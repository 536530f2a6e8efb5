import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CurrentUserFields } from '../../identity/current-user/current-user-fields.js';
import { PayeeBalances } from './payee-balances.js';

/** Adds `available_balance` to GET /client_api/user from the payout page's own source. */
@Injectable()
export class BalanceFields implements OnModuleInit {
  constructor(
    private readonly fields: CurrentUserFields,
    private readonly balances: PayeeBalances,
  ) {}

  onModuleInit(): void {
    this.fields.register('finance-balance', async (userId) => ({
      available_balance: await this.balances.availableCents(userId),
    }));
  }
}
