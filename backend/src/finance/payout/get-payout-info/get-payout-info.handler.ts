import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FinanceLedger } from '../../finance-ledger.js';
import { PayoutViews } from '../payout-view.js';
import { GetPayoutInfoQuery } from './get-payout-info.query.js';

@QueryHandler(GetPayoutInfoQuery)
export class GetPayoutInfoHandler implements IQueryHandler<GetPayoutInfoQuery> {
  constructor(
    private readonly ledger: FinanceLedger,
    private readonly views: PayoutViews,
  ) {}

  async execute({ payeeId }: GetPayoutInfoQuery) {
    this.views.assertEnabled();
    return this.views.view(payeeId, await this.ledger.payout(payeeId));
  }
}
