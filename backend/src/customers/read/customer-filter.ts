import {
  ACTIVE_WINDOWS,
  addDays,
  channelKey,
  CUSTOMER_MESSAGES,
  type CustomerFilters,
  type CustomerSort,
  DAYS_AGO_MAX,
  type DaysAgoRange,
  LAPSED_WINDOWS,
  NEW_CUSTOMER_DAYS,
  parseMoneyText,
  SYSTEM_TAGS,
  type SystemTag,
  tagKey,
  type TierCutoffs,
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
export function localCalendar(now: Date, timeZone: string) {
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

  if (filters.value.length > 0)
    and.push(or(filters.value.map((tier) => tierCondition(tier, ctx.cutoffs))));

  if (filters.status.length > 0) {
    const newSince = days.midnightDaysAgo(NEW_CUSTOMER_DAYS - 1);
    const spent: Condition = { paid: true, lt: { $gt: 0 } };
    const settled: Condition = { ...spent, firstEarnAt: { $lt: newSince } };
    const recurring: Condition = { ...settled, earnDays: { $gte: 2 } };
    const statuses = filters.status.map((status): Condition => {
      switch (status) {
        case 'New':
          return { ...spent, firstEarnAt: { $gte: newSince } };
        case '1-day Only':
          return { ...settled, earnDays: 1 };
        case 'Active':
          return {
            ...recurring,
            $or: ACTIVE_WINDOWS.map((v) => ({
              activeDays: v,
              lastEarnAt: { $gte: days.midnightDaysAgo(v) },
            })),
          };
        case 'Lapsing':
          return {
            ...recurring,
            $and: [
              {
                $or: ACTIVE_WINDOWS.map((v) => ({
                  activeDays: v,
                  lastEarnAt: { $lt: days.midnightDaysAgo(v) },
                })),
              },
              {
                $or: LAPSED_WINDOWS.map((w) => ({
                  lapsedDays: w,
                  lastEarnAt: { $gte: days.midnightDaysAgo(w) },
                })),
              },
            ],
          };
        case 'Lapsed':
          return {
            ...recurring,
            $or: LAPSED_WINDOWS.map((w) => ({
              lapsedDays: w,
              lastEarnAt: { $lt: days.midnightDaysAgo(w) },
            })),
          };
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
export function earningsPath(
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

function tierCondition(
  tier: 'Highest' | 'High' | 'Medium' | 'Low',
  cutoffs: TierCutoffs | null,
): Condition {
  if (!cutoffs) return tier === 'Highest' ? { e365: { $gt: 0 } } : { _id: { $in: [] } };
  switch (tier) {
    case 'Highest':
      return { e365: { $gte: cutoffs.Highest } };
    case 'High':
      return { e365: { $gte: cutoffs.High, $lt: cutoffs.Highest } };
    case 'Medium':
      return { e365: { $gte: cutoffs.Medium, $lt: cutoffs.High } };
    case 'Low':
      return { e365: { $gt: 0, $lt: cutoffs.Medium } };
  }
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
} as const;

/**
 * The sort on `customer_rows`: days since last contact ascending is the latest contact first
 * (customers never contacted last); ties by id so pages never overlap.
 */
export function customerSortSpec(sort: CustomerSort): SortSpec {
  const spec: Record<string, 1 | -1> = {};
  for (const key of sort) {
    const { field, flip } = SORT_FIELDS[key.column];
    const ascending = key.direction === 'asc' ? !flip : flip;
    spec[field] = ascending ? 1 : -1;
  }
  spec._id = 1;
  return spec;
}
