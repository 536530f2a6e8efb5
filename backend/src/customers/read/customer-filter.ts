import {
  addDays,
  channelKey,
  CUSTOMER_MESSAGES,
  type CustomerFilters,
  type CustomerSort,
  DAYS_AGO_MAX,
  type DaysAgoRange,
  parseMoneyText,
  SYSTEM_TAGS,
  type SystemTag,
  tagKey,
  type TierCutoffs,
  utcDay,
  windowDays,
  windowKey,
  zonedDay,
  zonedMidnight,
} from '@flirtwire/contracts';
import type { CustomerDoc, Filter, SortSpec } from '@flirtwire/projections';
import { ValidationError } from '../../shared/errors.js';

/** What a filter needs besides itself: whose customers, today where the Flirt lives, tiers, tags. */
export interface FilterContext {
  readonly creatorId: string;
  readonly now: Date;
  readonly timeZone: string;
  readonly cutoffs: TierCutoffs | null;
  /** The Flirt's user tags by tagKey → stored name. */
  readonly userTags: ReadonlyMap<string, string>;
}

type Condition = Filter<CustomerDoc>;

/** The Flirt's today and the instant a day `n` days ago began, in their time zone. */
function localCalendar(now: Date, timeZone: string) {
  const today = zonedDay(now, timeZone);
  return {
    today,
    /** The start of the day `days` before today. */
    midnightDaysAgo: (days: number) => zonedMidnight(addDays(today, -days), timeZone),
  };
}

/**
 * The Customers filter state (spec 002 §3) as one MongoDB filter on `customer_rows`, always
 * scoped to the Flirt (so an index on creatorId serves it and no other Flirt's row is touched).
 * Today-dependent conditions (days ago, New, lapse windows) become ranges on stored instants.
 */
export function customerFilter(filters: CustomerFilters, ctx: FilterContext): Condition {
  const and: Condition[] = [];
  const days = localCalendar(ctx.now, ctx.timeZone);

  const text = filters.text.trim().toLowerCase();
  if (text) and.push({ loginLower: { $regex: escapeRegex(text) } });

  if (filters.value.length > 0) and.push(tierCondition(filters.value, ctx.cutoffs));

  if (filters.status.length > 0) {
    // Statuses are days stored on each row (customer-segments.ts), compared with today (UTC).
    const day = utcDay(ctx.now.toISOString());
    const spent: Condition = { lt: { $gt: 0 } };
    const settled: Condition = { ...spent, newUntil: { $lte: day } };
    const statuses = filters.status.map((status): Condition => {
      switch (status) {
        case 'New':
          return { ...spent, newUntil: { $gt: day } };
        case '1-day Only':
          return { ...settled, earnDays: 1 };
        case 'Active':
          return { ...settled, earnDays: { $gte: 2 }, activeThrough: { $gte: day } };
        case 'Lapsing':
          return {
            ...settled,
            earnDays: { $gte: 2 },
            activeThrough: { $lt: day },
            lapsingThrough: { $gte: day },
          };
        case 'Lapsed':
          return { ...settled, earnDays: { $gte: 2 }, lapsingThrough: { $lt: day } };
        default: {
          const never: never = status;
          return never;
        }
      }
    });
    and.push(or(statuses));
  }

  if (filters.mainSpend.length > 0) and.push({ mainSpend: { $in: [...filters.mainSpend] } });

  const contacted = daysAgoCondition(
    'lastContactAt',
    filters.contactedDaysAgo,
    days.midnightDaysAgo,
    true,
  );
  if (contacted) and.push(contacted);
  const earned = daysAgoCondition('lastEarnAt', filters.earnedDaysAgo, days.midnightDaysAgo, false);
  if (earned) and.push(earned);

  if (filters.packages.length > 0) and.push({ livePackageIds: { $in: [...filters.packages] } });

  const has = tagNames(filters.hasTags, ctx.userTags);
  if (filters.hasTags.length > 0) {
    and.push(or([{ userTags: { $in: has.user } }, { systemTags: { $in: has.system } }]));
  }
  const excluded = tagNames(filters.excludeTags, ctx.userTags);
  if (excluded.user.length > 0) and.push({ userTags: { $nin: excluded.user } });
  if (excluded.system.length > 0) and.push({ systemTags: { $nin: excluded.system } });

  if (filters.earningsDetails) {
    const minCents = parseMoneyText(filters.minAmount);
    if (minCents === null)
      throw new ValidationError({ 'filters.minAmount': CUSTOMER_MESSAGES.amountFormat });
    if (minCents > 0) and.push({ [earningsPath(filters)]: { $gte: minCents } });
  }

  if (!filters.includeZeroSpendCustomers) and.push({ lt: { $gt: 0 } });

  return { creatorId: ctx.creatorId, ...(and.length > 0 ? { $and: and } : {}) };
}

/** Where a row keeps the spend the earnings-details filter compares. */
function earningsPath(
  filters: Pick<CustomerFilters, 'earningsChannel' | 'earningsDateWindow'>,
): string {
  const days = windowDays(filters.earningsDateWindow);
  if (filters.earningsChannel === 'All')
    return days === null ? 'lt' : `sums.all.${windowKey(days)}`;
  const key = channelKey(filters.earningsChannel);
  return days === null ? `ltBy.${key}` : `sums.${key}.${windowKey(days)}`;
}

function or(conditions: Condition[]): Condition {
  return conditions.length === 1 ? (conditions[0] as Condition) : { $or: conditions };
}

const TIER_ORDER = ['Highest', 'High', 'Medium', 'Low'] as const;

/**
 * Tiers as ranges of Last 365D $: adjacent tiers merge into one range (so an index on e365 can
 * narrow the rows), the rest are alternatives.
 */
function tierCondition(
  tiers: readonly (typeof TIER_ORDER)[number][],
  cutoffs: TierCutoffs | null,
): Condition {
  if (!cutoffs) return tiers.includes('Highest') ? { e365: { $gt: 0 } } : { _id: { $in: [] } };
  // Tier i covers [lower[i], upper[i]); undefined upper is unbounded, Low starts above 0.
  const lower = [cutoffs.Highest, cutoffs.High, cutoffs.Medium, 1];
  const upper = [undefined, cutoffs.Highest, cutoffs.High, cutoffs.Medium];
  const ranges: Condition[] = [];
  let i = 0;
  while (i < TIER_ORDER.length) {
    if (!tiers.includes(TIER_ORDER[i] as (typeof TIER_ORDER)[number])) {
      i++;
      continue;
    }
    const top = upper[i];
    let j = i;
    while (
      j + 1 < TIER_ORDER.length &&
      tiers.includes(TIER_ORDER[j + 1] as (typeof TIER_ORDER)[number])
    )
      j++;
    ranges.push({ e365: { $gte: lower[j] as number, ...(top === undefined ? {} : { $lt: top }) } });
    i = j + 1;
  }
  return or(ranges);
}

/**
 * Days ago, both ends included, in the Flirt's time zone: `min` days ago ends at the start of
 * the day after; `max` days ago begins at that day's midnight. max = 1090 has no lower bound
 * (and, for contact, takes customers never contacted too).
 */
function daysAgoCondition(
  field: 'lastContactAt' | 'lastEarnAt',
  range: DaysAgoRange | null,
  midnightDaysAgo: (days: number) => string,
  nullIsOldest: boolean,
): Condition | null {
  if (!range) return null;
  const bounds: Record<string, string> = {};
  if (range.min > 0) bounds.$lt = midnightDaysAgo(range.min - 1);
  if (range.max < DAYS_AGO_MAX) bounds.$gte = midnightDaysAgo(range.max);
  // The whole range: everyone for contact; for earnings, everyone who ever paid.
  if (Object.keys(bounds).length === 0) return nullIsOldest ? null : { paid: true };
  const inRange = { [field]: bounds };
  return nullIsOldest && range.max >= DAYS_AGO_MAX
    ? { $or: [inRange, { [field]: null }] }
    : inRange;
}

/** Typed tag names → the stored user tag names and system tag names they denote. */
function tagNames(
  names: readonly string[],
  userTags: ReadonlyMap<string, string>,
): { user: string[]; system: SystemTag[] } {
  const user: string[] = [];
  const system: SystemTag[] = [];
  for (const name of names) {
    const key = tagKey(name);
    const systemTag = SYSTEM_TAGS.find((tag) => tag.toLowerCase() === key);
    if (systemTag) system.push(systemTag);
    const stored = userTags.get(key);
    if (stored !== undefined) user.push(stored);
  }
  return { user, system };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Row fields each sort column orders by, and the way "ascending" maps onto them. */
const SORT_FIELDS = {
  days_since_last_contact: { field: 'lastContactAt', flip: true },
  skr_90D_earnings: { field: 'e90', flip: false },
  skr_365D_earnings: { field: 'e365', flip: false },
  skr_lt_earnings: { field: 'lt', flip: false },
  // Joined from the customer-predictions read model (prediction-filter.ts).
  predicted_90D_earnings: { field: 'predicted90Cents', flip: false },
  lapse_risk: { field: 'lapseRisk', flip: false },
} as const;

/**
 * The sort on `customer_rows`: days since last contact ascending is the latest contact first
 * (customers never contacted last). A single column is followed by the second column of the
 * index that serves it (latest contact, or Last 365D $ after contact), so the index returns the
 * page in order; ties end by id so pages never overlap.
 */
export function customerSortSpec(sort: CustomerSort): SortSpec {
  const spec: Record<string, 1 | -1> = {};
  for (const key of sort) {
    const { field, flip } = SORT_FIELDS[key.column];
    const ascending = key.direction === 'asc' ? !flip : flip;
    spec[field] = ascending ? 1 : -1;
  }
  const fields = Object.keys(spec);
  if (fields.length === 1) {
    const primary = fields[0] as string;
    const direction = spec[primary] as 1 | -1;
    spec[primary === 'lastContactAt' ? 'e365' : 'lastContactAt'] = direction;
  }
  spec._id = 1;
  return spec;
}
