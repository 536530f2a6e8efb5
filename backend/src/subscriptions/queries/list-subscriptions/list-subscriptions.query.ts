import { Query } from '@nestjs/cqrs';
import type { ListSubscriptionsQuery as Params, SubscriptionsPage } from '@flirtwire/contracts';

/** The customer's recurring payments for one subscriptions-page tab. */
export class ListSubscriptionsQuery extends Query<SubscriptionsPage> {
  constructor(
    readonly customerId: string,
    readonly params: Params,
    /** Package subscriptions and tributes only (GET /client_api/tributes). */
    readonly tributesOnly: boolean,
  ) {
    super();
  }
}
