import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isUuid, SUBSCRIPTION_MESSAGES as M, type SubscriptionView } from '@flirtwire/contracts';
import { NotFoundError } from '../../../shared/errors.js';
import { Billing } from '../../billing/billing.service.js';
import { MoneyFacts } from '../../money-facts.js';
import { subscriptionIdFor } from '../../subscription.decider.js';
import { docFromState, noSubscription, SubscriptionViews } from '../../views/subscription-views.js';
import { SubscriptionByAdvisorQuery } from './subscription-by-advisor.query.js';

@QueryHandler(SubscriptionByAdvisorQuery)
export class SubscriptionByAdvisorHandler implements IQueryHandler<SubscriptionByAdvisorQuery> {
  constructor(
    private readonly billing: Billing,
    private readonly facts: MoneyFacts,
    private readonly views: SubscriptionViews,
  ) {}

  async execute({ customerId, advisorId }: SubscriptionByAdvisorQuery): Promise<SubscriptionView> {
    if (!isUuid(advisorId)) throw new NotFoundError(M.somethingWrong, 'advisor_not_found');
    const creator = await this.facts.account(advisorId);
    if (!creator.exists) throw new NotFoundError(M.somethingWrong, 'advisor_not_found');
    const subscriptionId = subscriptionIdFor.feed(customerId, advisorId);
    const { state } = await this.billing.load(subscriptionId);
    const doc =
      state.status === 'none'
        ? noSubscription(subscriptionId, customerId, advisorId, 'feed')
        : docFromState(state);
    return this.views.one(doc);
  }
}
