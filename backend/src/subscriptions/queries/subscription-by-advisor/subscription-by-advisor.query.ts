import { Query } from '@nestjs/cqrs';
import type { SubscriptionView } from '@flirtwire/contracts';

/** The customer's feed subscription with one Flirt (status none when there is none). */
export class SubscriptionByAdvisorQuery extends Query<SubscriptionView> {
  constructor(
    readonly customerId: string,
    readonly advisorId: string,
  ) {
    super();
  }
}
