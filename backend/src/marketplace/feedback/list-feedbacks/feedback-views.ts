import { Inject, Injectable } from '@nestjs/common';
import {
  type AccountFeedbacksQuery,
  type AccountFeedbacksResponse,
  FEEDBACK_MESSAGES as M,
  FEEDBACK_OBJECT_TYPES,
  FEEDBACK_WINDOW_DAYS,
  type FeedbackObjectType,
  type FeedbacksToLeaveResponse,
  type FeedbackToLeave,
  feedbackSummary,
  type ListingFeedbacksQuery,
  type ListingFeedbacksResponse,
  maskName,
  type NewFeedbackResponse,
  ratingStars,
} from '@flirtwire/contracts';
import {
  ADVISORS,
  type AdvisorRow,
  CUSTOMER_PEOPLE,
  creatorSummaryId,
  FEEDBACK_SUMMARIES,
  FEEDBACK_TRANSACTIONS,
  FEEDBACKS,
  type FeedbackRow,
  type FeedbackSummaryRow,
  type FeedbackTransactionRow,
  type PersonDoc,
  transactionRowId,
} from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { NotFoundError } from '../../../shared/errors.js';
import { canLeaveFeedback } from '../feedback.decider.js';

const DAY_MS = 86_400_000;
/** The leave-feedback list is a week of transactions; a very busy week shows its newest. */
const TO_LEAVE_SHOWN = 200;

const SORTS = {
  newest: { createdAt: -1 },
  oldest: { createdAt: 1 },
  highest: { stars: -1, createdAt: -1 },
  lowest: { stars: 1, createdAt: -1 },
} as const;

/** The feedback reads: what a customer may leave, a listing's feedback, a Flirt's received. */
@Injectable()
export class FeedbackViews {
  constructor(
    private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private transactions() {
    return this.readModels.collection<FeedbackTransactionRow>(FEEDBACK_TRANSACTIONS);
  }

  private feedbacks() {
    return this.readModels.collection<FeedbackRow>(FEEDBACKS);
  }

  /** The signed-in customer's transactions of the past 7 days, newest first. */
  async toLeave(customerId: string): Promise<FeedbacksToLeaveResponse> {
    const now = this.clock.now();
    const since = new Date(now.getTime() - FEEDBACK_WINDOW_DAYS * DAY_MS).toISOString();
    const rows = await this.transactions()
      .find({ customerId, at: { $gte: since } }, { sort: { at: -1 }, limit: TO_LEAVE_SHOWN })
      .toArray();
    const logins = await this.advisorLogins(rows.map((row) => row.creatorId));
    return { feedbacks_to_leave: rows.map((row) => this.toLeaveRow(row, logins, now)) };
  }

  /** The new-feedback form's transaction; someone else's answers as missing. */
  async newForm(
    customerId: string,
    objectType: FeedbackObjectType,
    objectId: string,
  ): Promise<NewFeedbackResponse> {
    const row = await this.transactions().findOne({
      _id: transactionRowId(objectType, objectId),
    });
    if (!row || row.customerId !== customerId) {
      throw new NotFoundError(M.transactionNotFound, 'transaction_not_found');
    }
    const logins = await this.advisorLogins([row.creatorId]);
    return { feedback_to_leave: this.toLeaveRow(row, logins, this.clock.now()) };
  }

  /** A listing's feedback; visitors see authors masked. Blocked comments are not shown. */
  async listing(
    listingId: string,
    query: ListingFeedbacksQuery,
    signedIn: boolean,
  ): Promise<ListingFeedbacksResponse> {
    const filter = { listingId };
    const [rows, totalCount] = await Promise.all([
      this.feedbacks()
        .find(filter, {
          sort: SORTS[query.comment_sort],
          skip: (query.page - 1) * query.per_page,
          limit: query.per_page,
        })
        .toArray(),
      this.feedbacks().countDocuments(filter),
    ]);
    const logins = await this.customerLogins(rows.map((row) => row.customerId));
    return {
      feedbacks: rows.map((row) => {
        const login = logins.get(row.customerId) ?? 'Customer';
        return {
          id: row._id,
          rating: row.rating,
          comment: row.textBlocked ? '' : row.comment,
          created_by: signedIn ? login : maskName(login),
          created_at: row.createdAt,
          object_created_at: row.transactionAt,
          text_blocked: row.textBlocked,
        };
      }),
      totalCount,
    };
  }

  /** Feedback the Flirt received, newest first; `seekerId` narrows it to one customer. */
  async received(
    creatorId: string,
    query: AccountFeedbacksQuery,
  ): Promise<AccountFeedbacksResponse> {
    const filter =
      query.seekerId === undefined ? { creatorId } : { creatorId, customerId: query.seekerId };
    const [rows, total] = await Promise.all([
      this.feedbacks()
        .find(filter, {
          sort: { createdAt: -1 },
          skip: (query.page - 1) * query.perPage,
          limit: query.perPage,
        })
        .toArray(),
      this.feedbacks().countDocuments(filter),
    ]);
    const logins = await this.customerLogins(rows.map((row) => row.customerId));
    return {
      feedbacks: rows.map((row) => ({
        id: row._id,
        user_login: logins.get(row.customerId) ?? 'Customer',
        created_at: row.createdAt,
        rating: row.rating,
        category_name: FEEDBACK_OBJECT_TYPES[row.objectType].label,
        comment: row.textBlocked ? '' : row.comment,
        title: row.title,
        text_blocked: row.textBlocked,
      })),
      summary: await this.summary(creatorId, query.seekerId),
      pagination: { page: query.page, per_page: query.perPage, total_entries: total },
    };
  }

  private async summary(
    creatorId: string,
    seekerId: string | undefined,
  ): Promise<AccountFeedbacksResponse['summary']> {
    if (seekerId === undefined) {
      const sums = await this.readModels
        .collection<FeedbackSummaryRow>(FEEDBACK_SUMMARIES)
        .findOne({ _id: creatorSummaryId(creatorId) });
      const summary = feedbackSummary(sums ?? { starsSum: 0, totalRatings: 0, feedbackCount: 0 });
      return { average: summary.rating, total_ratings: summary.totalRatings };
    }
    const rows = await this.feedbacks().find({ creatorId, customerId: seekerId }).toArray();
    const stars = rows.map((row) => ratingStars(row.rating)).filter((s) => s !== null);
    const summary = feedbackSummary({
      starsSum: stars.reduce((a, b) => a + b, 0),
      totalRatings: stars.length,
      feedbackCount: rows.length,
    });
    return { average: summary.rating, total_ratings: summary.totalRatings };
  }

  private toLeaveRow(
    row: FeedbackTransactionRow,
    logins: ReadonlyMap<string, string>,
    now: Date,
  ): FeedbackToLeave {
    return {
      advisor_login: logins.get(row.creatorId) ?? '',
      object_type: row.objectType,
      object_id: row.objectId,
      created_at: row.at,
      can_leave_feedback: canLeaveFeedback(row, row.customerId, row.feedbackId !== null, now),
      title: row.title,
      rating: row.rating,
    };
  }

  private async advisorLogins(ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.readModels
      .collection<AdvisorRow>(ADVISORS)
      .find({ _id: { $in: [...new Set(ids)] } })
      .toArray();
    return new Map(rows.map((row) => [row._id, row.login]));
  }

  private async customerLogins(ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.readModels
      .collection<PersonDoc>(CUSTOMER_PEOPLE)
      .find({ _id: { $in: [...new Set(ids)] } })
      .toArray();
    return new Map(rows.map((row) => [row._id, row.login]));
  }
}
