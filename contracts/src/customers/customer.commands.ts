import { z } from 'zod';
import { EARNINGS_CHANNELS, EARNINGS_WINDOWS } from '../shared/fees.js';
import { Uuid } from '../shared/ids.js';
import { nameText, stripUnsafeNameCharacters } from '../shared/names.js';
import { LAPSE_RISK_LEVELS } from './customer-predictions.js';

/** Spec 002 §9 and §5: My Customers limits. */
export const CUSTOMERS_PAGE_SIZE = 50;
export const DAYS_AGO_MAX = 1_090;
export const TAG_NAME_MAX = 25;
export const CHAT_MESSAGE_MAX = 1_000;
export const AUTOCOMPLETE_MIN = 3;
export const AUTOCOMPLETE_LIMIT = 20;
export const SAVED_SEARCH_NAME_MAX = 50;
export const NOTE_MAX = 2_000;
/** Ids one request may name; larger selections go by filter (select-all). */
export const SELECTION_IDS_MAX = 1_000;
/** Earnings history in customer details and the earnings view (spec 002 §9). */
export const HISTORY_MONTHS = 16;
/** Default of the earnings-details filter, in dollars (spec 002 §9: minAmount 50). */
export const DEFAULT_MIN_AMOUNT = '50';

/**
 * Product copy. The spec gives the autocomplete, amount and chat limits; where it gives no
 * wording (tags, saved searches, notes), these are ours.
 */
export const CUSTOMER_MESSAGES = {
  tagEmpty: 'Please enter a tag name.',
  tagTooLong: `Tags can be at most ${TAG_NAME_MAX} characters.`,
  tagExists: 'This tag already exists.',
  tagIsSystem: 'This name belongs to a system tag.',
  tagMissing: 'This tag does not exist.',
  tagsRequired: 'Please choose at least one tag.',
  chatEmpty: 'Please enter a message.',
  chatTooLong: `Messages can be at most ${CHAT_MESSAGE_MAX} characters.`,
  searchNameEmpty: 'Please name this search.',
  searchNameTooLong: `Search names can be at most ${SAVED_SEARCH_NAME_MAX} characters.`,
  searchNameExists: 'You already have a search with this name.',
  searchMissing: 'This search does not exist.',
  systemSearchDelete: 'System searches cannot be deleted.',
  noteTooLong: `Notes can be at most ${NOTE_MAX.toLocaleString('en-US')} characters.`,
  autocompleteMin: 'Please enter at least 3 characters',
  daysRange: `Days ago must be between 0 and ${DAYS_AGO_MAX}.`,
  daysOrder: 'The first number of days must not be more than the second.',
  amountFormat: 'Please enter an amount in dollars, with up to 2 decimals.',
  sortTooMany: 'Sort by at most two columns.',
  sortTwice: 'Sort by each column only once.',
  selectionEmpty: 'Please choose some customers first.',
  selectionBoth: 'Choose customers by id or by search, not both.',
  customerMissing: 'Customer not found.',
  asOfFormat: 'Please choose a date as YYYY-MM-DD.',
  asOfFuture: 'Please choose today or a day before it.',
  asOfBeforeFirst: 'Your customers start on your first day here; please choose that day or later.',
  asOfReadOnly: 'My Customers as of a past day is read-only.',
} as const;

/**
 * A day of My Customers as it stood at the end of it (the Flirt's reporting time zone): a real
 * calendar date written YYYY-MM-DD (issue 35; docs/adr/0120).
 */
export const AsOfDay = z
  .string({ error: CUSTOMER_MESSAGES.asOfFormat })
  .regex(/^\d{4}-\d{2}-\d{2}$/, CUSTOMER_MESSAGES.asOfFormat)
  .refine((day) => {
    const parsed = Date.parse(`${day}T00:00:00.000Z`);
    return Number.isFinite(parsed) && new Date(parsed).toISOString().slice(0, 10) === day;
  }, CUSTOMER_MESSAGES.asOfFormat);

/** `?as_of=YYYY-MM-DD` of the My Customers reads (segments, tags); absent: now. */
export const CustomersAsOfQuery = z.object({ as_of: AsOfDay.optional() });
export type CustomersAsOfQuery = z.infer<typeof CustomersAsOfQuery>;

/** Spec 002 §3 filter values. */
export const VALUE_FILTERS = ['Highest', 'High', 'Medium', 'Low'] as const;
export const STATUS_FILTERS = ['Active', 'Lapsing', 'Lapsed', '1-day Only', 'New'] as const;
export const EARNINGS_CHANNEL_FILTERS = ['All', ...EARNINGS_CHANNELS] as const;

/** Money typed by a person in dollars, with up to 2 decimals ("50", "12.5"). */
export const DollarsText = z
  .string()
  .regex(/^\d{1,7}(?:\.\d{1,2})?$/, CUSTOMER_MESSAGES.amountFormat)
  .describe('Dollars, with up to 2 decimals (the server works in integer cents).');

const DaysAgo = z
  .number({ error: CUSTOMER_MESSAGES.daysRange })
  .int(CUSTOMER_MESSAGES.daysRange)
  .min(0, CUSTOMER_MESSAGES.daysRange)
  .max(DAYS_AGO_MAX, CUSTOMER_MESSAGES.daysRange);

/**
 * A days-ago range, both ends included, counted in the Flirt's time zone. `max` = 1090 means
 * "1090 days or more" (the slider's end), and matches customers never contacted too.
 */
export const DaysAgoRange = z
  .object({ min: DaysAgo, max: DaysAgo })
  .refine((range) => range.min <= range.max, { message: CUSTOMER_MESSAGES.daysOrder });
export type DaysAgoRange = z.infer<typeof DaysAgoRange>;

/** Tag names as typed; the server strips what is not allowed (see normalizeTagName). */
const TagText = nameText().max(200);

/**
 * The Customers filter state (spec 002 §3). Every field has its default, so `{}` is "all
 * customers". Money is typed in dollars (`minAmount`), compared in cents.
 */
export const CustomerFilters = z.object({
  /** Part of the customer's login, case-insensitive. */
  text: z.string().max(100).default(''),
  value: z.array(z.enum(VALUE_FILTERS)).max(VALUE_FILTERS.length).default([]),
  status: z.array(z.enum(STATUS_FILTERS)).max(STATUS_FILTERS.length).default([]),
  mainSpend: z.array(z.enum(EARNINGS_CHANNELS)).max(EARNINGS_CHANNELS.length).default([]),
  contactedDaysAgo: DaysAgoRange.nullable().default(null),
  earnedDaysAgo: DaysAgoRange.nullable().default(null),
  /** Package ids: customers with a live (active or pending) subscription to any of them. */
  packages: z.array(Uuid).max(50).default([]),
  /** User or system tag names: customers with any of them. */
  hasTags: z.array(TagText).max(50).default([]),
  /** User or system tag names: customers with none of them. */
  excludeTags: z.array(TagText).max(50).default([]),
  /** Turns on the earnings filter below: at least minAmount on a channel within a window. */
  earningsDetails: z.boolean().default(false),
  minAmount: DollarsText.default(DEFAULT_MIN_AMOUNT),
  earningsChannel: z.enum(EARNINGS_CHANNEL_FILTERS).default('All'),
  earningsDateWindow: z.enum(EARNINGS_WINDOWS).default('30'),
  /** Save this search under nameForSavedSearch (search requests only). */
  saveThisSearch: z.boolean().default(false),
  nameForSavedSearch: nameText().max(200).default(''),
  includeZeroSpendCustomers: z.boolean().default(true),
  /** Lapse risk levels (customer-predictions.ts): customers predicted at any of them. */
  lapseRisk: z.array(z.enum(LAPSE_RISK_LEVELS)).max(LAPSE_RISK_LEVELS.length).default([]),
  /** Customers whose Predicted 90D $ is at least this many dollars; null: no condition. */
  minPredicted90: DollarsText.nullable().default(null),
  /** When the client built the filter (echoed, not used). */
  filterTimestamp: z.number().int().nonnegative().nullable().default(null),
});
export type CustomerFilters = z.infer<typeof CustomerFilters>;
export type CustomerFiltersInput = z.input<typeof CustomerFilters>;

/**
 * Sortable columns, by the row field they sort (spec 002: the sort labels map to Last Contact,
 * Last 90 Day Earnings, Last 365 Day Earnings, Lifetime Earnings).
 */
export const CUSTOMER_SORT_COLUMNS = {
  days_since_last_contact: 'Last Contact',
  skr_90D_earnings: 'Last 90 Day Earnings',
  skr_365D_earnings: 'Last 365 Day Earnings',
  skr_lt_earnings: 'Lifetime Earnings',
  predicted_90D_earnings: 'Predicted 90 Day Earnings',
  lapse_risk: 'Lapse Risk',
} as const;
export type CustomerSortColumn = keyof typeof CUSTOMER_SORT_COLUMNS;
export const CustomerSortColumn = z.enum(
  Object.keys(CUSTOMER_SORT_COLUMNS) as [CustomerSortColumn, ...CustomerSortColumn[]],
);

export const CustomerSortKey = z.object({
  column: CustomerSortColumn,
  direction: z.enum(['asc', 'desc']),
});
export type CustomerSortKey = z.infer<typeof CustomerSortKey>;

/** Spec 002: Cntct Days Ago ascending, then Last 365D $ descending. */
export const DEFAULT_CUSTOMER_SORT: readonly CustomerSortKey[] = [
  { column: 'days_since_last_contact', direction: 'asc' },
  { column: 'skr_365D_earnings', direction: 'desc' },
];

/** At most two columns, the newest (primary) first. */
export const CustomerSort = z
  .array(CustomerSortKey)
  .max(2, CUSTOMER_MESSAGES.sortTooMany)
  .refine((keys) => new Set(keys.map((key) => key.column)).size === keys.length, {
    message: CUSTOMER_MESSAGES.sortTwice,
  });
export type CustomerSort = z.infer<typeof CustomerSort>;

/** POST /client_api/customers/search: 50 rows per page (spec 002 §9). */
export const SearchCustomersBody = z.object({
  filters: CustomerFilters.prefault({}),
  /** Empty or absent: the default sort. */
  sort: CustomerSort.default([...DEFAULT_CUSTOMER_SORT]),
  page: z.number().int().min(1).max(100_000).default(1),
  /** The grid as it stood at the end of this day (read-only); absent: now. */
  as_of: AsOfDay.optional(),
});
export type SearchCustomersBody = z.infer<typeof SearchCustomersBody>;
export type SearchCustomersBodyInput = z.input<typeof SearchCustomersBody>;

/** POST /client_api/customers/search_all: every match's id (the select-all set). */
export const SearchAllCustomersBody = z.object({
  filters: CustomerFilters.prefault({}),
});
export type SearchAllCustomersBody = z.infer<typeof SearchAllCustomersBody>;

const SelectionIds = z.array(Uuid).max(SELECTION_IDS_MAX);

/** The customers a bulk action applies to: by id (a page selection) or by filter (select-all). */
export interface CustomerSelection {
  readonly ids?: readonly string[] | undefined;
  readonly filters?: CustomerFilters | undefined;
}

/**
 * POST /client_api/customers/tags (spec 002 §7 "tags create / set tags"): creates the tags that
 * do not exist yet and adds all of them to the customers (`seekerIds` empty when only creating).
 */
export const SetTagsBody = z.object({
  seekerIds: SelectionIds.optional(),
  /** Select-all: every customer the filter matches now. */
  filters: CustomerFilters.optional(),
  tags: z.array(TagText).min(1, CUSTOMER_MESSAGES.tagsRequired).max(25),
});
export type SetTagsBody = z.infer<typeof SetTagsBody>;

/** POST /client_api/customers/tags/remove: takes tags off customers (the tags stay). */
export const RemoveTagsBody = SetTagsBody;
export type RemoveTagsBody = SetTagsBody;

/** PATCH /client_api/customers/tags (spec 002 §7 "tags rename"). */
export const RenameTagBody = z.object({ name: TagText, newName: TagText });
export type RenameTagBody = z.infer<typeof RenameTagBody>;

/** DELETE /client_api/customers/tags?name= (spec 002 §7 "tags delete"). */
export const DeleteTagQuery = z.object({ name: TagText });
export type DeleteTagQuery = z.infer<typeof DeleteTagQuery>;

/** POST /client_api/customers/blockings and /blockings/unblock (spec 002 §7). */
export const BlockingsBody = z.object({
  ids: SelectionIds.optional(),
  /** Select-all: every customer the filter matches now. */
  filters: CustomerFilters.optional(),
});
export type BlockingsBody = z.infer<typeof BlockingsBody>;

/** POST /client_api/customers/chat_messages (spec 002 §7, §5: at most 1000 characters). */
export const ChatMessagesBody = z.object({
  ids: SelectionIds.optional(),
  filters: CustomerFilters.optional(),
  message: z
    .string({ error: CUSTOMER_MESSAGES.chatEmpty })
    .trim()
    .min(1, CUSTOMER_MESSAGES.chatEmpty)
    .max(CHAT_MESSAGE_MAX, CUSTOMER_MESSAGES.chatTooLong),
});
export type ChatMessagesBody = z.infer<typeof ChatMessagesBody>;

/** POST /client_api/customers/mail_recipients: the recipients for the mail compose page. */
export const MailRecipientsBody = BlockingsBody;
export type MailRecipientsBody = BlockingsBody;

/** PATCH /client_api/customers/{login} (spec 002 §7: login, seekerId, note). */
export const SetNoteBody = z.object({
  login: z.string().max(40).optional(),
  seekerId: Uuid.optional(),
  note: z.string().max(NOTE_MAX, CUSTOMER_MESSAGES.noteTooLong),
});
export type SetNoteBody = z.infer<typeof SetNoteBody>;

/** GET /client_api/customers/logins (spec 002 §7: login text, includeZeroSpendCustomers). */
export const LoginsQuery = z.object({
  login: z.string().max(40).default(''),
  includeZeroSpendCustomers: z.enum(['true', 'false']).default('true'),
});
export type LoginsQuery = z.infer<typeof LoginsQuery>;

/** Saved searches: system ids are fixed names, user ids are UUIDs. */
export const SavedSearchId = z
  .string()
  .regex(
    /^(system-[a-z0-9-]{1,40}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/,
    'must be a saved search id',
  );

/** PATCH /client_api/customers/saved_searches/{id} (spec 002 §7: id and do_not_auto_suggest). */
export const UpdateSavedSearchBody = z.object({ do_not_auto_suggest: z.boolean() });
export type UpdateSavedSearchBody = z.infer<typeof UpdateSavedSearchBody>;

/** GET /client_api/earnings */
export const EARNINGS_GRANULARITIES = ['day', 'week', 'month'] as const;
export const EarningsQuery = z.object({
  window: z.enum(EARNINGS_WINDOWS).default('30'),
  granularity: z.enum(EARNINGS_GRANULARITIES).default('day'),
});
export type EarningsQuery = z.infer<typeof EarningsQuery>;

/** GET /client_api/earnings/history and /client_api/customers/{login}/details_history */
export const HistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(100),
});
export type HistoryQuery = z.infer<typeof HistoryQuery>;

/**
 * Tag text as stored: the name rule of every field (stripUnsafeNameCharacters), narrowed to
 * printable ASCII without the caret (spec 002 §5; the caret separates tags in tag lists), other
 * characters stripped, spaces trimmed and runs of spaces collapsed.
 *
 * @example normalizeTagName('  VIP^  fan ☺ ') === 'VIP fan'
 */
export function normalizeTagName(raw: string): string {
  return stripUnsafeNameCharacters(raw)
    .replace(/[^\x20-\x5d\x5f-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Tag names compare without regard to case ("VIP" and "vip" are one tag). */
export function tagKey(name: string): string {
  return normalizeTagName(name).toLowerCase();
}
