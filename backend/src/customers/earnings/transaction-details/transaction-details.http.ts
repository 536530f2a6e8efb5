import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { TransactionDetailsQuery, type TransactionDetailsResponse } from '@flirtwire/contracts';
import {
  CUSTOMER_ROWS,
  type CustomerDoc,
  EARNINGS_HISTORY,
  type EarningsHistoryDoc,
} from '@flirtwire/projections';
import { z } from 'zod';
import { CustomerTransactionRows } from '../../../payments/customer-transactions/customer-transaction-rows.js';
import { ReadModels } from '../../../read-side/read-models.js';
import { ReadsProjections } from '../../../read-side/read-your-writes/read-your-writes.js';
import type { Principal } from '../../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../../shared/auth/roles.guard.js';
import { NotFoundError } from '../../../shared/errors.js';
import { chargeIdOf, transactionDetailsOf } from './transaction-details.js';

const TRANSACTION_NOT_FOUND = 'Transaction not found.';

@ApiTags('earnings')
@Controller('client_api/transactions/details')
@Roles()
export class TransactionDetailsController {
  constructor(
    private readonly readModels: ReadModels,
    private readonly purchases: CustomerTransactionRows,
  ) {}

  /**
   * One payment as its asker sees it: the Flirt paid gets the history row's payment (or the
   * payment a refund belongs to) with gross, fee and net; the customer who paid gets their
   * purchase and its refunds. Anyone else's transaction answers 404 as if it did not exist.
   */
  @Get(':id')
  @ReadsProjections('earnings', 'customer-rows', 'customer-transactions', 'site-dollars')
  @ApiOperation({ summary: 'One payment: what, when, by whom, gross, fee, net and refunds' })
  async details(
    @Param('id', { schema: z.string().min(1).max(200) }) id: string,
    @Query({ schema: TransactionDetailsQuery }) _query: TransactionDetailsQuery,
    @CurrentPrincipal() principal: Principal,
  ): Promise<TransactionDetailsResponse> {
    const history = this.readModels.collection<EarningsHistoryDoc>(EARNINGS_HISTORY);
    const row = await history.findOne({ _id: id, creatorId: principal.userId });
    if (!row) {
      const purchase = await this.purchases.one(principal.userId, id);
      if (!purchase) throw new NotFoundError(TRANSACTION_NOT_FOUND, 'transaction_not_found');
      return purchase;
    }
    const rows = await history
      .find({ creatorId: principal.userId, customerId: row.customerId })
      .toArray();
    const chargeId = chargeIdOf(row);
    const payment =
      row.kind === 'payment'
        ? row
        : rows.find((r) => r.kind === 'payment' && chargeIdOf(r) === chargeId);
    if (!payment) throw new NotFoundError(TRANSACTION_NOT_FOUND, 'transaction_not_found');
    const customer = await this.readModels
      .collection<CustomerDoc>(CUSTOMER_ROWS)
      .findOne({ _id: `${principal.userId}:${payment.customerId}` });
    return transactionDetailsOf(payment, rows, customer?.login ?? null);
  }
}
