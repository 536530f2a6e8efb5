import { Query } from '@nestjs/cqrs';
import type { PayoutInfoView } from '@flirtwire/contracts';

/** The signed-in payee's own payout info (spec 002 GET /account/payout_info). */
export class GetPayoutInfoQuery extends Query<PayoutInfoView> {
  constructor(readonly payeeId: string) {
    super();
  }
}
