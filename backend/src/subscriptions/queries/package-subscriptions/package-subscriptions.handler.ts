import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isUuid, type SubscriptionView } from '@flirtwire/contracts';
import { SUBSCRIPTIONS, type SubscriptionDoc } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { MoneyFacts } from '../../money-facts.js';
import { SubscriptionFlows } from '../../subscription-flows.js';
import { docFromState, SubscriptionViews } from '../../views/subscription-views.js';
import { PackageSubscriptionsQuery, RecurringPaymentQuery } from './package-subscriptions.query.js';

@QueryHandler(PackageSubscriptionsQuery)
export class PackageSubscriptionsHandler implements IQueryHandler<PackageSubscriptionsQuery> {
  constructor(
    private readonly readModels: ReadModels,
    private readonly facts: MoneyFacts,
    private readonly views: SubscriptionViews,
  ) {}

  async execute({ customerId, advisor }: PackageSubscriptionsQuery): Promise<SubscriptionView[]> {
    let creatorId = advisor.id && isUuid(advisor.id) ? advisor.id : null;
    if (!creatorId && advisor.login)
      creatorId = (await this.facts.byLogin(advisor.login))?.userId ?? null;
    if (!creatorId) return [];
    const docs = await this.readModels
      .collection<SubscriptionDoc>(SUBSCRIPTIONS)
      .find(
        { customerId, creatorId, kind: 'package' },
        { sort: { updatedAt: -1, _id: 1 }, limit: 100 },
      )
      .toArray();
    return this.views.many(docs);
  }
}

@QueryHandler(RecurringPaymentQuery)
export class RecurringPaymentHandler implements IQueryHandler<RecurringPaymentQuery> {
  constructor(
    private readonly flows: SubscriptionFlows,
    private readonly views: SubscriptionViews,
  ) {}

  async execute({ customerId, subscriptionId }: RecurringPaymentQuery): Promise<SubscriptionView> {
    const state = await this.flows.owned(subscriptionId, customerId);
    return this.views.one(docFromState(state));
  }
}
