import { Query } from '@nestjs/cqrs';
import type { SubscriptionView } from '@flirtwire/contracts';

/** The caller's package subscriptions with one Flirt (spec 001 §7, by advisor login or id). */
export class PackageSubscriptionsQuery extends Query<SubscriptionView[]> {
  constructor(
    readonly customerId: string,
    readonly advisor: { readonly id?: string | undefined; readonly login?: string | undefined },
  ) {
    super();
  }
}

/** One of the caller's recurring payments by id, with Perks Used. */
export class RecurringPaymentQuery extends Query<SubscriptionView> {
  constructor(
    readonly customerId: string,
    readonly subscriptionId: string,
  ) {
    super();
  }
}
