import {
  channelKey,
  type ChannelKey,
  type CustomerSubscriptionStatus,
  dayNumber,
  dayText,
  EARNINGS_CHANNELS,
  type EarningsChannel,
  type LastContactType,
  lapseDays,
  type PackagePerks,
  SYSTEM_TAGS,
  type SystemTag,
  utcDay,
  WINDOW_DAYS,
  type WindowKey,
  windowKey,
} from '@flirtwire/contracts';

type ChannelWindows = Partial<Record<WindowKey, number>>;

/** Per-channel cents; only channels with money are present. */
export type ChannelCents = Partial<Record<ChannelKey, number>>;

export type CustomerSubscriptionDoc = {
  id: string;
  kind: 'feed' | 'package' | 'tribute';
  packageId: string | null;
  rateCents: number;
  status: CustomerSubscriptionStatus;
  firstSubscribed: string;
  periodStart: string;
  periodEnd: string;
  expiration: string | null;
  renewalDate: string | null;
  perks: PackagePerks | null;
  /** Perk usage within the period starting at `usagePeriodStart`. */
  usagePeriodStart: string;
  usedCalls: number;
  usedVolleys: number;
};

/**
 * One row of My Customers per Flirt and customer (`customer_rows`). Money is integer cents of
 * the customer's spend (before the platform fee, less refunds). Window sums are as of `asOf`
 * (a UTC day) and stay right until `rollDay`, when DayStarted recomputes them from `days`.
 * Everything that depends on "now" beyond that (days since, tier, status) is left to queries,
 * which read the stored instants.
 */
export type CustomerDoc = {
  _id: string;
  creatorId: string;
  customerId: string;
  login: string | null;
  /** Lowercased login: autocomplete prefix and text search. */
  loginLower: string | null;
  isFlirt: boolean;
  active: boolean;
  joinedAt: string | null;
  customerSince: string;
  sealedNote: string | null;
  userTags: string[];
  systemTags: SystemTag[];
  blockedByCreator: boolean;
  blockedByCustomer: boolean;
  following: boolean;
  affiliate: boolean;
  subscriptions: CustomerSubscriptionDoc[];
  /** Packages with a live (active or pending) subscription: the `packages` filter. */
  livePackageIds: string[];
  lastContactAt: string | null;
  lastContactType: LastContactType | null;
  lastContactId: string | null;
  lastContactUrl: string | null;
  msgsFromAdvisor: number;
  msgsToAdvisor: number;
  chatSlug: string | null;
  hasChatEarnings: boolean;
  /** Ever paid anything (before refunds). */
  paid: boolean;
  firstEarnAt: string | null;
  lastEarnAt: string | null;
  /** Distinct UTC days with a payment. */
  earnDays: number;
  /**
   * The UTC days the lapse status changes (customer-segments.ts lapseDays): New before
   * newUntil, Active through activeThrough, Lapsing through lapsingThrough. Null without payments.
   */
  newUntil: string | null;
  activeThrough: string | null;
  lapsingThrough: string | null;
  /** Lifetime spend, and per channel. */
  lt: number;
  ltBy: ChannelCents;
  mainSpend: EarningsChannel | null;
  /** The UTC day the window sums are computed for. */
  asOf: string;
  /** Spend per UTC day and channel, the last 365 days only. */
  days: Record<string, ChannelCents>;
  e7: number;
  e30: number;
  e90: number;
  e365: number;
  /** Window sums of all channels and per channel, only where not zero: sums.calls.d30. */
  sums: Partial<Record<'all' | ChannelKey, Partial<Record<WindowKey, number>>>>;
  /** The next day a window sum changes (a day leaves a window); NO_ROLL without recent spend. */
  rollDay: string;
  /** Global position of the last event applied: redelivery changes nothing. */
  position: number;
};

/** rollDay of a row with nothing in any window (never due; a string keeps `$lte` exact). */
export const NO_ROLL = '9999-12-31';

export const customerRowIdOf = (creatorId: string, customerId: string) =>
  `${creatorId}:${customerId}`;

/** What the projection knows about a person (from identity events). */
export type PersonDoc = {
  _id: string;
  login: string;
  joinedAt: string;
  isFlirt: boolean;
  active: boolean;
};

export function newRow(
  creatorId: string,
  customerId: string,
  person: PersonDoc | null,
  at: string,
): CustomerDoc {
  return {
    _id: customerRowIdOf(creatorId, customerId),
    creatorId,
    customerId,
    login: person?.login ?? null,
    loginLower: person?.login.toLowerCase() ?? null,
    isFlirt: person?.isFlirt ?? false,
    active: person?.active ?? true,
    joinedAt: person?.joinedAt ?? null,
    customerSince: at,
    sealedNote: null,
    userTags: [],
    systemTags: [],
    blockedByCreator: false,
    blockedByCustomer: false,
    following: false,
    affiliate: false,
    subscriptions: [],
    livePackageIds: [],
    lastContactAt: null,
    lastContactType: null,
    lastContactId: null,
    lastContactUrl: null,
    msgsFromAdvisor: 0,
    msgsToAdvisor: 0,
    chatSlug: null,
    hasChatEarnings: false,
    paid: false,
    firstEarnAt: null,
    lastEarnAt: null,
    earnDays: 0,
    newUntil: null,
    activeThrough: null,
    lapsingThrough: null,
    lt: 0,
    ltBy: {},
    mainSpend: null,
    asOf: utcDay(at),
    days: {},
    e7: 0,
    e30: 0,
    e90: 0,
    e365: 0,
    sums: {},
    rollDay: NO_ROLL,
    position: 0,
  };
}

const min = (a: string | null, b: string) => (a === null || b < a ? b : a);
const max = (a: string | null, b: string) => (a === null || b > a ? b : a);

/** The link of a payment: its transaction details (spec 002 §7 page navigations). */
export const transactionLink = (id: string, btids: string = id) =>
  `/transactions/details/${encodeURIComponent(id)}?btids=${encodeURIComponent(btids)}`;

export interface Contact {
  readonly at: string;
  readonly type: LastContactType;
  readonly id: string;
  readonly url: string | null;
}

/** Records a contact if it is the latest one (reports may arrive late). */
export function withContact(row: CustomerDoc, contact: Contact): CustomerDoc {
  const customerSince = min(row.customerSince, contact.at);
  if (row.lastContactAt !== null && contact.at < row.lastContactAt) {
    return customerSince === row.customerSince ? row : { ...row, customerSince };
  }
  return {
    ...row,
    customerSince,
    lastContactAt: contact.at,
    lastContactType: contact.type,
    lastContactId: contact.id,
    lastContactUrl: contact.url,
  };
}

/** A payment on a channel at `at`: lifetime, the day's bucket, paying days and cadence. */
export function withPayment(
  row: CustomerDoc,
  channel: EarningsChannel,
  amountCents: number,
  at: string,
): CustomerDoc {
  if (amountCents <= 0) return row;
  const key = channelKey(channel);
  const day = utcDay(at);
  const days = { ...row.days };
  const isNewDay = days[day] === undefined;
  const bucket = { ...days[day] };
  bucket[key] = (bucket[key] ?? 0) + amountCents;
  days[day] = bucket;
  const firstEarnAt = min(row.firstEarnAt, at);
  const lastEarnAt = max(row.lastEarnAt, at);
  const earnDays = row.earnDays + (isNewDay ? 1 : 0);
  const status = lapseDays(utcDay(firstEarnAt), utcDay(lastEarnAt), earnDays);
  return {
    ...row,
    paid: true,
    lt: row.lt + amountCents,
    ltBy: { ...row.ltBy, [key]: (row.ltBy[key] ?? 0) + amountCents },
    days,
    firstEarnAt,
    lastEarnAt,
    earnDays,
    ...status,
    hasChatEarnings: row.hasChatEarnings || channel === 'Chat',
    customerSince: min(row.customerSince, at),
  };
}

/**
 * A refund or chargeback: lifetime spend drops, and so does the bucket of the day the original
 * payment was made (the windows count what the customer spent then, net of what came back).
 */
export function withReversal(
  row: CustomerDoc,
  channel: EarningsChannel,
  amountCents: number,
  originalPaidAt: string,
): CustomerDoc {
  const key = channelKey(channel);
  const day = utcDay(originalPaidAt);
  const days = { ...row.days };
  const bucket = days[day];
  if (bucket !== undefined) {
    days[day] = { ...bucket, [key]: Math.max(0, (bucket[key] ?? 0) - amountCents) };
  }
  return {
    ...row,
    lt: row.lt - amountCents,
    ltBy: { ...row.ltBy, [key]: (row.ltBy[key] ?? 0) - amountCents },
    days,
  };
}

/** The fields a roll to `day` sets (a partial write, or spread over the row). */
export type Rolled = Pick<
  CustomerDoc,
  'asOf' | 'days' | 'sums' | 'e7' | 'e30' | 'e90' | 'e365' | 'rollDay'
>;

/** The window keys from the i-th window on: a bucket counts in a tail of the windows. */
const WINDOWS_FROM = WINDOW_DAYS.map((_, i) => WINDOW_DAYS.slice(i).map(windowKey));

/**
 * Recomputes the window sums for `day` (or later, if the row has newer spend) from the buckets,
 * drops buckets that left every window, and finds the next day a sum changes. When no bucket
 * left, `days` is the row's own object (a write of the roll then leaves it as stored).
 */
export function rolled(row: Pick<CustomerDoc, 'days' | 'asOf'>, day: string): Rolled {
  // Days as whole numbers since the epoch: one parse per bucket, no date objects per window.
  let asOf = Math.max(dayNumber(day), dayNumber(row.asOf));
  const bucketDays: string[] = [];
  const numbers: number[] = [];
  for (const bucketDay in row.days) {
    const n = dayNumber(bucketDay);
    if (n > asOf) asOf = n;
    bucketDays.push(bucketDay);
    numbers.push(n);
  }
  let days: Record<string, ChannelCents> = row.days;
  let kept = 0;
  const sums: CustomerDoc['sums'] = {};
  let zeros = false;
  let rollDay = Number.POSITIVE_INFINITY;
  for (let b = 0; b < bucketDays.length; b++) {
    const bucketDay = bucketDays[b] as string;
    const n = numbers[b] as number;
    const age = asOf - n;
    if (age >= 365) {
      // The first bucket to leave: the kept ones so far go into a new object.
      if (days === row.days) days = copyFirst(row.days, bucketDays, kept);
      continue;
    }
    const bucket = row.days[bucketDay] as ChannelCents;
    if (days !== row.days) days[bucketDay] = bucket;
    kept++;
    // The windows are ascending: the bucket counts in the first one that holds it and in every
    // later one, and leaves the first one soonest.
    let first = 0;
    while (first < WINDOW_DAYS.length && age >= (WINDOW_DAYS[first] as number)) first++;
    const leaves = n + (WINDOW_DAYS[first] ?? 365);
    if (leaves < rollDay) rollDay = leaves;
    const keys = WINDOWS_FROM[first] ?? [];
    for (const channel in bucket) {
      const cents = bucket[channel as ChannelKey] as number;
      if (cents === 0) continue;
      const all = (sums.all ??= {});
      const own = (sums[channel as ChannelKey] ??= {});
      for (const key of keys) {
        const total = (all[key] ?? 0) + cents;
        all[key] = total;
        const mine = (own[key] ?? 0) + cents;
        own[key] = mine;
        if (total === 0 || mine === 0) zeros = true;
      }
    }
  }
  // Refunds can bring a sum back to zero; zero sums are left out like untouched ones.
  const nonZero = zeros ? withoutZeros(sums) : sums;
  const all = nonZero.all ?? {};
  return {
    asOf: dayText(asOf),
    days,
    sums: nonZero,
    e7: all.d7 ?? 0,
    e30: all.d30 ?? 0,
    e90: all.d90 ?? 0,
    e365: all.d365 ?? 0,
    rollDay: Number.isFinite(rollDay) ? dayText(rollDay) : NO_ROLL,
  };
}

/** The first `count` buckets of `days` (in their order), as a new object. */
function copyFirst(
  days: Record<string, ChannelCents>,
  order: readonly string[],
  count: number,
): Record<string, ChannelCents> {
  const out: Record<string, ChannelCents> = {};
  for (let i = 0; i < count; i++) {
    const key = order[i] as string;
    out[key] = days[key] as ChannelCents;
  }
  return out;
}

function withoutZeros(sums: CustomerDoc['sums']): CustomerDoc['sums'] {
  const kept: CustomerDoc['sums'] = {};
  for (const [scope, windows] of Object.entries(sums) as [
    keyof CustomerDoc['sums'],
    ChannelWindows,
  ][]) {
    const nonZero = Object.fromEntries(Object.entries(windows).filter(([, cents]) => cents !== 0));
    if (Object.keys(nonZero).length > 0) kept[scope] = nonZero;
  }
  return kept;
}

/** Whether the row's window sums must be computed again for `day`. */
export function needsRoll(row: CustomerDoc, day: string): boolean {
  return day >= row.rollDay;
}

const LIVE: ReadonlySet<CustomerSubscriptionStatus> = new Set([
  'Active',
  'Pending Renewal',
  'Pending Expiration',
  'Charge Failed',
]);

export const isLive = (subscription: CustomerSubscriptionDoc) => LIVE.has(subscription.status);

/** The fields `derive` reads: a stored row whose change left them all as they were needs no derive. */
export const DERIVED_FROM = [
  'subscriptions',
  'blockedByCreator',
  'following',
  'paid',
  'affiliate',
  'ltBy',
] as const satisfies readonly (keyof CustomerDoc)[];

/**
 * The row to store after a change (a new object: `changed` is never a stored row), for `old`
 * as stored (derived already): derived again when what `derive` reads changed, its window sums
 * rolled when its money moved or their day has come, at the event's position. One copy of the
 * row at most: the derived row (or `changed` itself) takes the roll and the position.
 */
export function settled(
  old: CustomerDoc | null,
  changed: CustomerDoc,
  today: string,
  position: number,
  moneyMoved: boolean,
): CustomerDoc {
  const next =
    old && DERIVED_FROM.every((key) => old[key] === changed[key]) ? changed : derive(changed);
  if (moneyMoved || needsRoll(next, today)) Object.assign(next, rolled(next, today));
  next.position = position;
  return next;
}

/** System tags (spec 002 §3; rules in customer-segments.ts), main spend and live packages. */
export function derive(row: CustomerDoc): CustomerDoc {
  const live = row.subscriptions.filter(isLive);
  const paidPlans = row.subscriptions.filter((s) => s.kind !== 'tribute');
  const has: Record<SystemTag, boolean> = {
    Blocked: row.blockedByCreator,
    'Free Followers': row.following && !row.paid,
    'Affiliate Referral': row.affiliate,
    'Recurring Tributes': live.some((s) => s.kind === 'tribute'),
    Subscribers: live.some((s) => s.kind !== 'tribute'),
    'Pending Expirations': row.subscriptions.some(
      (s) => s.status === 'Pending Expiration' || s.status === 'Charge Failed',
    ),
    'Expired Subscribers': paidPlans.length > 0 && !paidPlans.some(isLive),
  };
  let mainSpend: EarningsChannel | null = null;
  let best = 0;
  for (const channel of EARNINGS_CHANNELS) {
    const cents = row.ltBy[channelKey(channel)] ?? 0;
    if (cents > best) {
      best = cents;
      mainSpend = channel;
    }
  }
  const systemTags = SYSTEM_TAGS.filter((tag) => has[tag]);
  const livePackageIds = [
    ...new Set(
      live.flatMap((s) => (s.kind === 'package' && s.packageId !== null ? [s.packageId] : [])),
    ),
  ];
  // The row's own arrays where nothing changed: a write then compares and stores nothing new.
  return {
    ...row,
    systemTags: sameItems(systemTags, row.systemTags) ? row.systemTags : systemTags,
    mainSpend,
    livePackageIds: sameItems(livePackageIds, row.livePackageIds)
      ? row.livePackageIds
      : livePackageIds,
  };
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
