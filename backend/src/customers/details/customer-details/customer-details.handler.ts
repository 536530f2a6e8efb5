import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  FEEDBACK_MAX_PER_PAGE,
  FEEDBACK_MESSAGES,
  formatCents,
  type OfferRow,
} from '@flirtwire/contracts';
import { CUSTOMER_OFFERS, type OfferDoc } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { FeedbackViews } from '../../../marketplace/feedback/list-feedbacks/feedback-views.js';
import { CustomerReader, subscriptionsOf } from '../../read/customer-reader.js';
import { HistoryReader } from '../../read/history-reader.js';
import {
  CustomerFeedbackQuery,
  CustomerHistoryQuery,
  CustomerOffersQuery,
  CustomerOverviewQuery,
} from './customer-details.query.js';

@QueryHandler(CustomerOverviewQuery)
export class CustomerOverviewHandler implements IQueryHandler<CustomerOverviewQuery> {
  constructor(private readonly reader: CustomerReader) {}

  async execute({ creatorId, login }: CustomerOverviewQuery) {
    const doc = await this.reader.byLogin(creatorId, login);
    const view = await this.reader.view(creatorId);
    const total = await this.reader.rows().countDocuments({ creatorId });
    const note = await this.reader.note(doc);
    const prediction = (await this.reader.predictions([doc._id])).get(doc._id) ?? null;
    const customer = this.reader.toRow(doc, view, total, note, prediction);
    return {
      customer,
      note,
      subscriptions: subscriptionsOf(doc),
      can_chat: customer.has_chat_earnings && customer.not_blocked,
    };
  }
}

@QueryHandler(CustomerOffersQuery)
export class CustomerOffersHandler implements IQueryHandler<CustomerOffersQuery> {
  constructor(
    private readonly reader: CustomerReader,
    private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ creatorId, login }: CustomerOffersQuery) {
    const doc = await this.reader.byLogin(creatorId, login);
    const now = this.clock.now().toISOString();
    const offers = await this.readModels
      .collection<OfferDoc>(CUSTOMER_OFFERS)
      .find({ creatorId, customerId: doc.customerId }, { sort: { createdAt: -1, _id: 1 } })
      .toArray();
    const rows: OfferRow[] = offers.map((offer) => ({
      id: offer._id.slice(creatorId.length + 1),
      created_at: offer.createdAt,
      amount_string: formatCents(offer.amountCents),
      amount: offer.amountCents,
      channel: offer.channel,
      description: offer.description,
      expires_at: offer.expiresAt,
      redeemed: offer.redeemed,
      // An offer whose time has passed is expired even before its system says so.
      expired: !offer.redeemed && (offer.expired || offer.expiresAt <= now),
    }));
    return { offers: rows, message: rows.length === 0 ? 'No offers found' : null };
  }
}

@QueryHandler(CustomerHistoryQuery)
export class CustomerHistoryHandler implements IQueryHandler<CustomerHistoryQuery> {
  constructor(
    private readonly reader: CustomerReader,
    private readonly history: HistoryReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ creatorId, login, page, perPage }: CustomerHistoryQuery) {
    const doc = await this.reader.byLogin(creatorId, login);
    return this.history.page(creatorId, doc.customerId, this.clock.now(), page, perPage);
  }
}

/** The customer's feedback on the Flirt's calls, goodies and paid mail (docs/adr/0113). */
@QueryHandler(CustomerFeedbackQuery)
export class CustomerFeedbackHandler implements IQueryHandler<CustomerFeedbackQuery> {
  constructor(
    private readonly reader: CustomerReader,
    private readonly feedback: FeedbackViews,
  ) {}

  async execute({ creatorId, login }: CustomerFeedbackQuery) {
    const doc = await this.reader.byLogin(creatorId, login);
    const received = await this.feedback.received(creatorId, {
      page: 1,
      perPage: FEEDBACK_MAX_PER_PAGE,
      seekerId: doc.customerId,
    });
    const feedbacks = received.feedbacks.map((row) => ({
      title: row.title,
      type: row.category_name,
      rating: row.rating,
    }));
    return {
      feedbacks,
      message: feedbacks.length === 0 ? FEEDBACK_MESSAGES.noFeedbackFound : null,
    };
  }
}
