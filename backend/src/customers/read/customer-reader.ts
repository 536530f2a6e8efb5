import { Inject, Injectable } from '@nestjs/common';
import {
  CUSTOMER_MESSAGES,
  CUSTOMERS_PAGE_SIZE,
  type CustomerFilters,
  type CustomerRow,
  type CustomerSelection,
  type CustomerSort,
  type CustomerSubscription,
  CUSTOMER_SUBSCRIPTION_STATUSES,
  daysBetween,
  isTimeZone,
  lapseStatus,
  type LinkInfo,
  type TierCutoffs,
  utcDay,
  tierRanks,
  valueTier,
  zonedDay,
} from '@flirtwire/contracts';
import {
  CUSTOMER_PREDICTIONS,
  CUSTOMER_ROWS,
  CUSTOMER_STATS,
  CUSTOMER_TAGS,
  type CustomerDoc,
  type Document,
  type ReadOnlyCollection,
  type CustomerPredictionDoc,
  type StatsDoc,
  type CustomerSubscriptionDoc,
  type TagDoc,
} from '@flirtwire/projections';
import { DEFAULT_TIMEZONE } from '../../identity/current-user/current-user.http.js';
import { UserDirectory } from '../../identity/user/user-directory.js';
import { PersonalDataVault } from '../../infrastructure/personal-data/personal-data-vault.js';
import { ReadModels } from '../../read-side/read-models.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { customerFilter, customerSortSpec, type FilterContext } from './customer-filter.js';
import { predictionStages, usesPredictions } from './prediction-filter.js';

/** What bulk actions read of each selected customer. */
export type SelectedCustomer = Pick<
  CustomerDoc,
  '_id' | 'customerId' | 'login' | 'blockedByCreator' | 'blockedByCustomer'
>;
const SELECTED_FIELDS = {
  customerId: 1,
  login: 1,
  blockedByCreator: 1,
  blockedByCustomer: 1,
} as const;

/** Where the customer read models are read: the live ones, or a replay as of a day. */
export interface CustomerSource {
  collection<T extends Document = Document>(logical: string): ReadOnlyCollection<T>;
}

/** A past day's read models and the instant the grid is read at (customers-as-of.ts). */
export interface CustomerAsOfSource extends CustomerSource {
  readonly now: Date;
  readonly timeZone: string;
  /**
   * What `compute` answers from these models, remembered until they change (a replay changes
   * only when it catches up): the tier cut-offs are three sorts of every row, not per page.
   */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/**
 * A query's view of one Flirt now (or as of a past day): the filter context plus when and
 * where "today" is, and where the rows are read.
 */
export interface CustomerView extends FilterContext {
  readonly spenders365: number;
  readonly source: CustomerSource;
  /** Set when the view is of a past day (read-only). */
  readonly asOf: boolean;
}

const STATUS_ORDER: Readonly<Record<CustomerSubscription['status'], number>> = {
  Active: 0,
  'Pending Renewal': 1,
  'Pending Expiration': 1,
  'Charge Failed': 1,
  Expired: 2,
  Cancelled: 2,
};

/**
 * Reads My Customers for one Flirt: every query is scoped to `creatorId` (the signed-in Flirt),
 * so no Flirt can read or act on another Flirt's customers. Turns stored rows into the spec's
 * rows, computing what depends on today (days since, tier, lapse status) as of the request.
 */
@Injectable()
export class CustomerReader {
  constructor(
    private readonly readModels: ReadModels,
    private readonly directory: UserDirectory,
    private readonly vault: PersonalDataVault,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  rows(source: CustomerSource = this.readModels) {
    return source.collection<CustomerDoc>(CUSTOMER_ROWS);
  }

  tags(source: CustomerSource = this.readModels) {
    return source.collection<TagDoc>(CUSTOMER_TAGS);
  }

  /** The Flirt's time zone (their profile's, else the product default). */
  async timeZone(creatorId: string): Promise<string> {
    const zone = (await this.directory.load(creatorId)).timezone;
    return zone && isTimeZone(zone) ? zone : DEFAULT_TIMEZONE;
  }

  /**
   * Tier cut-offs from the Flirt's own 365-day spend: the amounts of the customers at the
   * top-5%, top-20% and top-50% ranks (customer-segments.ts), read in index order.
   */
  async cutoffs(
    creatorId: string,
    source: CustomerSource = this.readModels,
  ): Promise<{ cutoffs: TierCutoffs | null; spenders365: number }> {
    const stats = await source.collection<StatsDoc>(CUSTOMER_STATS).findOne({ _id: creatorId });
    const spenders365 = Math.max(0, stats?.spenders365 ?? 0);
    if (spenders365 === 0) return { cutoffs: null, spenders365 };
    const ranks = tierRanks(spenders365);
    const at = async (rank: number) => {
      const [row] = await this.rows(source)
        .find(
          { creatorId },
          // The order of the index {creatorId, e365, lastContactAt}: SQLite pages it by OFFSET.
          { sort: { e365: -1, lastContactAt: -1, _id: 1 }, skip: rank - 1, limit: 1 },
        )
        .toArray();
      return Math.max(1, row?.e365 ?? 1);
    };
    return {
      cutoffs: {
        Highest: await at(ranks.Highest),
        High: await at(ranks.High),
        Medium: await at(ranks.Medium),
      },
      spenders365,
    };
  }

  /** The Flirt's user tags, by tagKey. */
  async userTags(
    creatorId: string,
    source: CustomerSource = this.readModels,
  ): Promise<Map<string, string>> {
    const tags = await this.tags(source).find({ creatorId, type: 'user_tag' }).toArray();
    return new Map(tags.filter((tag) => tag.deleted !== true).map((tag) => [tag.key, tag.name]));
  }

  /** The Flirt's view now, or as of a past day when given its replay (read-only). */
  async view(creatorId: string, asOf?: CustomerAsOfSource): Promise<CustomerView> {
    const source: CustomerSource = asOf ?? this.readModels;
    // A past day's replay keeps what it answered until it changes; the live models do not.
    const read = <T>(key: string, compute: () => Promise<T>) =>
      asOf ? asOf.remember(key, compute) : compute();
    const [timeZone, { cutoffs, spenders365 }, userTags] = await Promise.all([
      asOf ? asOf.timeZone : this.timeZone(creatorId),
      read('cutoffs', () => this.cutoffs(creatorId, source)),
      read('user-tags', () => this.userTags(creatorId, source)),
    ]);
    return {
      creatorId,
      now: asOf ? asOf.now : this.clock.now(),
      timeZone,
      cutoffs,
      userTags,
      spenders365,
      source,
      asOf: asOf !== undefined,
    };
  }

  /** One page of the Flirt's customers and the number of all matches. */
  async search(
    view: CustomerView,
    filters: CustomerFilters,
    sort: CustomerSort,
    page: number,
  ): Promise<{ rows: CustomerRow[]; total: number }> {
    const filter = customerFilter(filters, view);
    const rows = this.rows(view.source);
    if (usesPredictions(filters, sort)) {
      const stages = [{ $match: filter }, ...predictionStages(filters)];
      const [counted, docs] = await Promise.all([
        rows.aggregate<{ n: number }>([...stages, { $count: 'n' }]).toArray(),
        rows
          .aggregate<CustomerDoc>([
            ...stages,
            { $sort: customerSortSpec(sort) },
            { $skip: (page - 1) * CUSTOMERS_PAGE_SIZE },
            { $limit: CUSTOMERS_PAGE_SIZE },
          ])
          .toArray(),
      ]);
      const total = counted[0]?.n ?? 0;
      return { rows: await this.toRows(docs, view, total), total };
    }
    const [total, docs] = await Promise.all([
      rows.countDocuments(filter),
      rows
        .find(filter, {
          sort: customerSortSpec(sort),
          skip: (page - 1) * CUSTOMERS_PAGE_SIZE,
          limit: CUSTOMERS_PAGE_SIZE,
        })
        .toArray(),
    ]);
    return { rows: await this.toRows(docs, view, total), total };
  }

  /** Every customer the filter matches now (select-all), with what bulk actions need. */
  async matching(view: CustomerView, filters: CustomerFilters): Promise<SelectedCustomer[]> {
    if (usesPredictions(filters, []))
      return this.rows(view.source)
        .aggregate<SelectedCustomer>([
          { $match: customerFilter(filters, view) },
          ...predictionStages(filters),
          { $sort: { _id: 1 } },
          { $project: { _id: 1, ...SELECTED_FIELDS } },
        ])
        .toArray();
    return this.rows(view.source)
      .find(customerFilter(filters, view), { sort: { _id: 1 }, projection: SELECTED_FIELDS })
      .toArray();
  }

  /** The Flirt's customer with this login, or 404 (also for someone else's customer). */
  async byLogin(creatorId: string, login: string): Promise<CustomerDoc> {
    const row = await this.rows().findOne({ creatorId, loginLower: login.toLowerCase() });
    if (!row) throw new NotFoundError(CUSTOMER_MESSAGES.customerMissing, 'customer_not_found');
    return row;
  }

  /**
   * The Flirt's customers a bulk action names: by id (ids that are not this Flirt's customers
   * are left out) or by filter (every match now). Exactly one of the two.
   */
  async select(
    view: CustomerView,
    selection: CustomerSelection,
    field: string,
    options: { allowEmpty?: boolean } = {},
  ): Promise<{ rows: SelectedCustomer[]; unknown: number }> {
    if (selection.ids && selection.ids.length > 0 && selection.filters) {
      throw new ValidationError({ [field]: CUSTOMER_MESSAGES.selectionBoth });
    }
    if (selection.filters)
      return { rows: await this.matching(view, selection.filters), unknown: 0 };
    const ids = [...new Set(selection.ids ?? [])];
    if (ids.length === 0) {
      if (options.allowEmpty) return { rows: [], unknown: 0 };
      throw new ValidationError({ [field]: CUSTOMER_MESSAGES.selectionEmpty });
    }
    const rows = await this.rows(view.source)
      .find(
        { _id: { $in: ids.map((id) => `${view.creatorId}:${id}`) }, creatorId: view.creatorId },
        { projection: SELECTED_FIELDS },
      )
      .toArray();
    return { rows, unknown: ids.length - rows.length };
  }

  async toRows(
    docs: readonly CustomerDoc[],
    view: CustomerView,
    total: number,
  ): Promise<CustomerRow[]> {
    // A day's replay holds the rows only: today's predictions beside that day's figures would
    // mix two days, so a past day shows none (as its prediction filters and sorts find none).
    const predictions = view.asOf
      ? new Map<string, CustomerPredictionDoc>()
      : await this.predictions(docs.map((doc) => doc._id));
    return Promise.all(
      docs.map(async (doc) =>
        this.toRow(doc, view, total, await this.note(doc), predictions.get(doc._id) ?? null),
      ),
    );
  }

  /** The latest predictions of these rows (customer-predictions read model), by row id. */
  async predictions(ids: readonly string[]): Promise<Map<string, CustomerPredictionDoc>> {
    if (ids.length === 0) return new Map();
    const docs = await this.readModels
      .collection<CustomerPredictionDoc>(CUSTOMER_PREDICTIONS)
      .find({ _id: { $in: [...ids] } })
      .toArray();
    return new Map(docs.map((doc) => [doc._id, doc]));
  }

  /** The Flirt's note in clear (null once the customer's personal data was erased). */
  async note(doc: CustomerDoc): Promise<string | null> {
    return doc.sealedNote ? this.vault.decrypt(doc.customerId, doc.sealedNote) : null;
  }

  toRow(
    doc: CustomerDoc,
    view: CustomerView,
    total: number,
    note: string | null,
    prediction: CustomerPredictionDoc | null = null,
  ): CustomerRow {
    const today = zonedDay(view.now, view.timeZone);
    const since = (at: string | null) =>
      at === null ? null : Math.max(0, daysBetween(zonedDay(at, view.timeZone), today));
    const daysSinceLastEarn = since(doc.lastEarnAt);
    const link: LinkInfo | null =
      doc.lastContactUrl && doc.lastContactType
        ? { url: doc.lastContactUrl, label: doc.lastContactType }
        : null;
    return {
      seeker_id: doc.customerId,
      seeker_name: doc.login,
      is_flirt: doc.isFlirt,
      interval_earnings_group: valueTier(doc.e365, doc.lt, view.cutoffs),
      lapse_status: lapseStatus(
        {
          paid: doc.paid,
          lifetimeCents: doc.lt,
          earnDays: doc.earnDays,
          days:
            doc.newUntil && doc.activeThrough && doc.lapsingThrough
              ? {
                  newUntil: doc.newUntil,
                  activeThrough: doc.activeThrough,
                  lapsingThrough: doc.lapsingThrough,
                }
              : null,
        },
        utcDay(view.now.toISOString()),
      ),
      main_spend: doc.mainSpend,
      days_since_last_contact: since(doc.lastContactAt),
      skr_7D_earnings: doc.e7,
      skr_30D_earnings: doc.e30,
      skr_90D_earnings: doc.e90,
      skr_365D_earnings: doc.e365,
      skr_lt_earnings: doc.lt,
      system_tag_list: doc.systemTags.join('^'),
      user_tag_list: doc.userTags.join('^'),
      system_tags: doc.systemTags,
      user_tags: doc.userTags,
      total_row_count: total,
      active: doc.active,
      note,
      num_earn_days: doc.earnDays,
      days_since_last_earn: daysSinceLastEarn,
      last_contact_date: doc.lastContactAt,
      last_contact_type: doc.lastContactType,
      last_contact_id: doc.lastContactId,
      last_contact_link_info: link,
      num_messages_sent_from_advisor: doc.msgsFromAdvisor,
      num_messages_sent_to_advisor: doc.msgsToAdvisor,
      customer_since: doc.customerSince,
      nf_join_date: doc.joinedAt,
      chat_slug: doc.chatSlug,
      has_chat_earnings: doc.hasChatEarnings,
      not_blocked: !doc.blockedByCreator && !doc.blockedByCustomer,
      subscriptions: subscriptionsOf(doc),
      predicted_90D_earnings: prediction?.predicted90Cents ?? null,
      lapse_risk: prediction?.lapseRisk ?? null,
      lapse_risk_level: prediction?.lapseLevel ?? null,
    };
  }
}

/** Spec 002 §4: Active first, then pending or failed, then expired or cancelled. */
export function subscriptionsOf(doc: CustomerDoc): CustomerSubscription[] {
  return [...doc.subscriptions]
    .sort(
      (a, b) =>
        STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
        CUSTOMER_SUBSCRIPTION_STATUSES.indexOf(a.status) -
          CUSTOMER_SUBSCRIPTION_STATUSES.indexOf(b.status) ||
        b.firstSubscribed.localeCompare(a.firstSubscribed),
    )
    .map(subscriptionOf);
}

function subscriptionOf(s: CustomerSubscriptionDoc): CustomerSubscription {
  const showPerks =
    s.kind === 'package' &&
    s.perks !== null &&
    (s.status === 'Active' || s.status === 'Pending Expiration');
  return {
    id: s.id,
    type:
      s.kind === 'package'
        ? 'package_subscription'
        : s.kind === 'tribute'
          ? 'monetary_tribute'
          : 'feed_subscription',
    packageId: s.packageId,
    monetaryTributeId: s.kind === 'tribute' ? s.id : null,
    rate: s.rateCents,
    status: s.status,
    firstSubscribed: s.firstSubscribed,
    expiration: s.expiration,
    renewalDate: s.renewalDate,
    perks:
      showPerks && s.perks
        ? {
            freeMinutes: s.perks.freeMinutes
              ? {
                  minutesPerCall: s.perks.callsPerSessionAmount,
                  usedCalls: s.usedCalls,
                  totalCalls: s.perks.callsPerPeriodAmount,
                  limited: s.perks.callsLimitByPeriod,
                }
              : null,
            chatVolleys: s.perks.freeVolleys
              ? { used: s.usedVolleys, total: s.perks.volleysPerPeriodAmount }
              : null,
            feedAccess: s.perks.feedAccess,
          }
        : null,
  };
}
