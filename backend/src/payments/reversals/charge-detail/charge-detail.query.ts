import { Query } from '@nestjs/cqrs';
import type { ChargeView } from '@flirtwire/contracts';

/** A payment and what was refunded or charged back of it (the refund desk). */
export class ChargeDetailQuery extends Query<ChargeView> {
  constructor(readonly chargeId: string) {
    super();
  }
}
