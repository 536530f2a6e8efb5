import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  SUBSCRIPTION_EMPTY_MESSAGES,
  SUBSCRIPTION_FILTER_STATUSES,
  type SubscriptionsPage,
} from '@flirtwire/contracts';
import { type Filter, SUBSCRIPTIONS, type SubscriptionDoc } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { SubscriptionViews } from '../../views/subscription-views.js';
import { ListSubscriptionsQuery } from './list-subscriptions.query.js';

const PER_PAGE = 20;

@QueryHandler(ListSubscriptionsQuery)
export class ListSubscriptionsHandler implements IQueryHandler<ListSubscriptionsQuery> {
  constructor(
    private readonly readModels: ReadModels,
    private readonly views: SubscriptionViews,
  ) {}

  async execute({
    customerId,
    params,
    tributesOnly,
  }: ListSubscriptionsQuery): Promise<SubscriptionsPage> {
    const filter: Filter<SubscriptionDoc> = {
      customerId,
      status: { $in: [...SUBSCRIPTION_FILTER_STATUSES[params.filter]] },
      ...(tributesOnly ? { kind: { $in: ['package', 'tribute'] } } : {}),
    };
    const docs = await this.readModels
      .collection<SubscriptionDoc>(SUBSCRIPTIONS)
      .find(filter, {
        sort: { updatedAt: -1, _id: 1 },
        skip: (params.page - 1) * PER_PAGE,
        limit: PER_PAGE + 1,
      })
      .toArray();
    const page = docs.slice(0, PER_PAGE);
    return {
      filter: params.filter,
      subscriptions: await this.views.many(page),
      page: params.page,
      more: docs.length > PER_PAGE,
      empty_message:
        page.length === 0 && params.page === 1 ? SUBSCRIPTION_EMPTY_MESSAGES[params.filter] : null,
    };
  }
}
