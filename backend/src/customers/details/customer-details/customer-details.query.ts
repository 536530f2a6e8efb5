import { Query } from '@nestjs/cqrs';
import type {
  CustomerOverviewResponse,
  FeedbackResponse,
  HistoryResponse,
  OffersResponse,
} from '@flirtwire/contracts';

/** Customer details, overview tab: the row, the note, subscriptions with perks. */
export class CustomerOverviewQuery extends Query<CustomerOverviewResponse> {
  constructor(
    readonly creatorId: string,
    readonly login: string,
  ) {
    super();
  }
}

/** Offers tab ('No offers found' when empty). */
export class CustomerOffersQuery extends Query<OffersResponse> {
  constructor(
    readonly creatorId: string,
    readonly login: string,
  ) {
    super();
  }
}

/** History tab: 16 months, rows linking /transactions/details/{id}?btids=. */
export class CustomerHistoryQuery extends Query<HistoryResponse> {
  constructor(
    readonly creatorId: string,
    readonly login: string,
    readonly page: number,
    readonly perPage: number,
  ) {
    super();
  }
}

/** Feedback tab ('No feedback found' when empty). */
export class CustomerFeedbackQuery extends Query<FeedbackResponse> {
  constructor(
    readonly creatorId: string,
    readonly login: string,
  ) {
    super();
  }
}
