import { z } from 'zod';
import type { ListingType } from './categories.js';
import {
  AGE_TAGS,
  CONTENT_RATINGS,
  DOMINANCE_TAGS,
  KINK_TAGS,
  RACE_TAGS,
} from '../goodies/goody-tags.js';
import { GoodyBagCardFields } from '../goodies/goody.responses.js';
import {
  type GOODY_CAROUSELS,
  LISTING_PRICE_FILTERS,
  LISTING_SEARCH_MIN_TEXT,
} from './search.constants.js';
export {
  GOODY_CAROUSELS,
  LISTING_PRICE_FILTERS,
  LISTING_SEARCH_MIN_TEXT,
} from './search.constants.js';

/**
 * Marketplace search: the tables the search screens, the API and the index share (listing
 * search, chat browse, goodies search), the documents the index holds and the answers the
 * browser parses. One place for every value list, so the screens and the server never drift.
 */

/** Listing search sorts: 0 Top Available, 1 Highest Rating (none on the Chat tab). */
export const LISTING_SEARCH_SORTS = [
  { value: 0, label: 'Top Available' },
  { value: 1, label: 'Highest Rating' },
] as const;
export type ListingSearchSort = (typeof LISTING_SEARCH_SORTS)[number]['value'];
export type ListingPriceFilter = (typeof LISTING_PRICE_FILTERS)[number]['id'];
export const LISTING_SEARCH_MAX_TEXT = 100;
export const LISTINGS_PER_SEARCH_PAGE = 12;
export const CHAT_PROFILES_PER_PAGE = 12;
/** Messages of the search screens (product copy). */
export const SEARCH_COPY = {
  tooShort: 'Please enter at least 3 characters',
  noResultsTitle: 'No results found',
  noResults:
    "We can't find any results based on your search. Try adjusting or resetting your filters to display better results.",
  noResultsChat: 'Please try again.',
  limitToAvailable: 'Limit to Available Flirts',
} as const;

/** Chat profile genders, as the gender selector and the `gender` query parameter carry them. */
export const CHAT_PROFILE_GENDERS = [
  { value: 'all', label: 'All' },
  { value: '0', label: 'Women' },
  { value: '1', label: 'Men' },
  { value: '2', label: 'Transgender' },
] as const;

/** Goodies sorts: Relevance 1, Price low to high 2, Price high to low 3, Rating 6, Newest 4, Most Popular 11. */
export const GOODY_SORTS = [
  { value: 1, label: 'Relevance' },
  { value: 2, label: 'Price low to high' },
  { value: 3, label: 'Price high to low' },
  { value: 6, label: 'Rating' },
  { value: 4, label: 'Newest Arrivals' },
  { value: 11, label: 'Most Popular' },
] as const;
export type GoodySort = (typeof GOODY_SORTS)[number]['value'];

/** Goodies page size: 60, or 12 once a filter or a search is active. */
export const GOODY_PAGE_SIZE = 60;
export const GOODY_FILTERED_PAGE_SIZE = 12;
export const GOODY_SEARCH_MIN_TEXT = 3;
/** The filter badge shows at most this count. */
export const FILTER_BADGE_CAP = 99;
export type GoodyCarouselId = (typeof GOODY_CAROUSELS)[number]['id'];

/** A named range of a numeric field, [gte, lt); a bound left null is open. */
export interface RangeBucket {
  readonly id: string;
  readonly gte: number | null;
  readonly lt: number | null;
}

/** Goody price facet, in cents. */
export const GOODY_PRICE_BUCKETS: readonly (RangeBucket & { label: string })[] = [
  { id: '5', label: 'Under $5', gte: null, lt: 500 },
  { id: '5to10', label: '$5 to $10', gte: 500, lt: 1000 },
  { id: '10to15', label: '$10 to $15', gte: 1000, lt: 1500 },
  { id: '15to20', label: '$15 to $20', gte: 1500, lt: 2000 },
  { id: '20to25', label: '$20 to $25', gte: 2000, lt: 2500 },
  { id: '25', label: '$25 and up', gte: 2500, lt: null },
];
/** Goody rating facet over the average stars (0 to 5). */
export const GOODY_RATING_BUCKETS: readonly (RangeBucket & { label: string })[] = [
  { id: 'five', label: '5 stars', gte: 4.5, lt: null },
  { id: 'four', label: '4 stars & up', gte: 3.5, lt: 4.5 },
  { id: 'three', label: '3 stars & up', gte: 2.5, lt: 3.5 },
  { id: 'two', label: '2 stars & up', gte: 1.5, lt: 2.5 },
  { id: 'one', label: '1 star & up', gte: 0.5, lt: 1.5 },
];
const DAY_MS = 86_400_000;
/** Publication date facet: how far back from now, in milliseconds (anytime: no bound). */
export const GOODY_PUBLICATION_WINDOWS = [
  { id: 'anytime', label: 'Anytime', withinMs: null },
  { id: 'day', label: 'Past day', withinMs: DAY_MS },
  { id: 'week', label: 'Past week', withinMs: 7 * DAY_MS },
  { id: 'month', label: 'Past month', withinMs: 30 * DAY_MS },
] as const;

const facetValues = (tags: readonly (readonly [string, string])[]) =>
  tags.map(([id, label]) => ({ id, label }));

/** Keyword facets of goodies: the media a bag holds and the tag lists a Flirt picks for it. */
export const GOODY_TERM_FACETS = {
  media: [
    { id: 'image', label: 'Images' },
    { id: 'video', label: 'Videos' },
    { id: 'audio', label: 'Audio' },
  ],
  dominance_tags: facetValues(DOMINANCE_TAGS),
  age_tags: facetValues(AGE_TAGS),
  race_tags: facetValues(RACE_TAGS),
  content_rating: facetValues(CONTENT_RATINGS),
  kink_tags: facetValues(KINK_TAGS),
} as const;
export type GoodyTermFacet = keyof typeof GOODY_TERM_FACETS;

// ---------------------------------------------------------------------------------------------
// The index's documents (the `search_documents` read model) and its queries.

export const SEARCH_KINDS = ['listing', 'chat_profile', 'goody_bag'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** What a card shows, copied into the document so a search answers without a join. */
export type SearchDisplay = Readonly<Record<string, string | number | boolean | null>>;

/**
 * One searchable thing. `terms` are keyword fields (any-of filters and count facets),
 * `numbers` numeric fields (ranges, sorts and range facets; times as epoch milliseconds).
 */
export interface SearchDocument {
  /** `<kind>:<objectId>`, unique across kinds. */
  readonly _id: string;
  readonly kind: SearchKind;
  readonly objectId: string;
  readonly ownerId: string;
  readonly ownerLogin: string;
  readonly title: string;
  readonly body: string;
  /** Whole words matched like the title (login, tags, category names). */
  readonly keywords: readonly string[];
  readonly terms: Readonly<Record<string, readonly string[]>>;
  readonly numbers: Readonly<Record<string, number>>;
  readonly display: SearchDisplay;
  /**
   * The card's photo (a media id). Photo URLs are signed and expire, so the index keeps the id
   * and a search signs it for the reader.
   */
  readonly photoMediaId?: string | null;
}

export const searchDocumentId = (kind: SearchKind, objectId: string): string =>
  `${kind}:${objectId}`;

// ---------------------------------------------------------------------------------------------
// Requests (query strings and bodies), validated at the edge.

/** A query-string value as text (numbers and booleans as written; anything else is empty). */
const asText = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';

const intParam = (name: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    z.coerce
      .number({ error: `${name} must be a whole number` })
      .int(`${name} must be a whole number`)
      .min(min, `${name} must be between ${String(min)} and ${String(max)}`)
      .max(max, `${name} must be between ${String(min)} and ${String(max)}`),
  );

const flag = z.preprocess(
  (v) => (v === undefined || v === '' ? '0' : asText(v)),
  z
    .enum(['0', '1', 'true', 'false'], { error: 'must be 0 or 1' })
    .transform((v) => v === '1' || v === 'true'),
);

const listParam = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.preprocess(
    (v) =>
      v === undefined || v === ''
        ? []
        : (Array.isArray(v) ? v : asText(v).split(','))
            .map((x) => asText(x).trim())
            .filter(Boolean),
    z.array(z.enum(values, { error: message })).max(values.length * 2),
  );

const searchText = (min: number) =>
  z
    .string()
    .trim()
    .max(LISTING_SEARCH_MAX_TEXT, `must be at most ${String(LISTING_SEARCH_MAX_TEXT)} characters`)
    .refine((t) => t.length === 0 || t.length >= min, SEARCH_COPY.tooShort)
    .optional()
    .default('');

/** GET /client_api/search. */
export const ListingSearchQuery = z.object({
  searchQueryText: searchText(LISTING_SEARCH_MIN_TEXT),
  advancedSearch: flag,
  filters: listParam(
    LISTING_PRICE_FILTERS.map((f) => f.id) as [ListingPriceFilter, ...ListingPriceFilter[]],
    'must be price_0 to price_4',
  ),
  limitToAvailable: flag,
  categoryId: z.string().trim().max(100).optional().default(''),
  type: z.preprocess(
    (v) => (v === undefined || v === '' ? '1' : asText(v)),
    z
      .enum(['1', '2', '3'], { error: 'must be 1, 2 or 3' })
      .transform((v) => Number(v) as ListingType),
  ),
  sort: z.preprocess(
    (v) => (v === undefined || v === '' ? '0' : asText(v)),
    z
      .enum(['0', '1'], { error: 'must be 0 or 1' })
      .transform((v) => Number(v) as ListingSearchSort),
  ),
  page: intParam('page', 1, 10_000, 1),
});
export type ListingSearchQuery = z.infer<typeof ListingSearchQuery>;

/** GET /client_api/chat_profile_search. */
export const ChatProfileSearchQuery = z.object({
  text: searchText(LISTING_SEARCH_MIN_TEXT),
  category: z.string().trim().max(100).optional().default(''),
  gender: z.preprocess(
    (v) => (v === undefined || v === '' ? 'all' : asText(v)),
    z.enum(['all', '0', '1', '2'], { error: 'must be all, 0, 1 or 2' }),
  ),
  page: intParam('page', 1, 10_000, 1),
});
export type ChatProfileSearchQuery = z.infer<typeof ChatProfileSearchQuery>;

const goodyTermIds = Object.fromEntries(
  Object.entries(GOODY_TERM_FACETS).map(([k, values]) => [k, values.map((v) => v.id)]),
) as Record<keyof typeof GOODY_TERM_FACETS, string[]>;

const oneOf = (ids: readonly string[], field: string) =>
  z
    .array(z.string().max(100))
    .max(50)
    .optional()
    .default([])
    .refine((xs) => xs.every((x) => ids.includes(x)), `${field}: unknown value`);

/** The goody filters (the persisted filter slice of the goodies screen). */
export const GoodyFilters = z.object({
  text: searchText(GOODY_SEARCH_MIN_TEXT),
  price: oneOf(
    GOODY_PRICE_BUCKETS.map((b) => b.id),
    'price',
  ),
  media: oneOf(goodyTermIds.media, 'media'),
  rating: oneOf(
    GOODY_RATING_BUCKETS.map((b) => b.id),
    'rating',
  ),
  dominance_tags: oneOf(goodyTermIds.dominance_tags, 'dominance_tags'),
  age_tags: oneOf(goodyTermIds.age_tags, 'age_tags'),
  race_tags: oneOf(goodyTermIds.race_tags, 'race_tags'),
  content_rating: oneOf(goodyTermIds.content_rating, 'content_rating'),
  publication_date: z
    .enum(['anytime', 'day', 'week', 'month'], { error: 'must be anytime, day, week or month' })
    .optional()
    .default('anytime'),
  kink_tags: oneOf(goodyTermIds.kink_tags, 'kink_tags'),
});
export type GoodyFilters = z.infer<typeof GoodyFilters>;

/** POST /fm/client_api/goody_search. */
export const GoodySearchBody = z.object({
  filters: GoodyFilters.optional().default(GoodyFilters.parse({})),
  category: z.string().trim().max(100).optional().default(''),
  sort: z
    .union([z.number(), z.string()])
    .optional()
    .default(1)
    .transform((v) => Number(v))
    .refine((v) => GOODY_SORTS.some((s) => s.value === v), 'must be 1, 2, 3, 6, 4 or 11')
    .transform((v) => v as GoodySort),
  page: intParam('page', 1, 10_000, 1),
  page_size: z
    .union([z.number(), z.string()])
    .optional()
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .refine(
      (v) => v === undefined || v === GOODY_PAGE_SIZE || v === GOODY_FILTERED_PAGE_SIZE,
      `must be ${String(GOODY_PAGE_SIZE)} or ${String(GOODY_FILTERED_PAGE_SIZE)}`,
    ),
});
export type GoodySearchBody = z.infer<typeof GoodySearchBody>;

/** How many goody filters are set (the badge on the filter button, capped at 99). */
export function countGoodyFilters(filters: GoodyFilters): number {
  const lists = [
    filters.price,
    filters.media,
    filters.rating,
    filters.dominance_tags,
    filters.age_tags,
    filters.race_tags,
    filters.content_rating,
    filters.kink_tags,
  ];
  const n =
    lists.reduce((sum, list) => sum + list.length, 0) +
    (filters.publication_date === 'anytime' ? 0 : 1);
  return Math.min(n, FILTER_BADGE_CAP);
}

// ---------------------------------------------------------------------------------------------
// Answers.

export const FacetCount = z.object({ id: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof FacetCount>;
export const Facets = z.record(z.string(), z.array(FacetCount));
export type Facets = z.infer<typeof Facets>;

export const SearchListing = z.object({
  id: z.string(),
  login: z.string(),
  slug: z.string(),
  advisorSlug: z.string(),
  title: z.string(),
  description: z.string(),
  photoUrl: z.string().nullable(),
  photo_url: z.string().nullable(),
  rating: z.number(),
  totalRatings: z.number().int(),
  feedbackCount: z.number().int(),
  /** Cents per minute (calls) or per volley (chat). */
  priceCents: z.number().int(),
  type: z.number().int(),
  categoryId: z.string().nullable(),
  available: z.boolean(),
  show_chat_link: z.boolean(),
});
export type SearchListing = z.infer<typeof SearchListing>;

export const ChatProfile = z.object({
  id: z.string(),
  login: z.string(),
  user_login: z.string(),
  image_url: z.string().nullable(),
  description: z.string(),
  /** Cents per volley. */
  priceCents: z.number().int(),
  gender: z.string().nullable(),
});
export type ChatProfile = z.infer<typeof ChatProfile>;

export const ListingSearchResponse = z.object({
  search_results: z.object({
    listings: z.array(SearchListing),
    r_listings: z.array(SearchListing),
    chats: z.array(SearchListing),
    total_listings: z.number().int(),
    total_r_listings: z.number().int(),
    total_chats: z.number().int(),
  }),
  listings_per_page: z.number().int(),
  has_next: z.boolean(),
  has_previous: z.boolean(),
  current_page: z.number().int(),
  facet: Facets,
  chat_profiles: z.array(ChatProfile),
});
export type ListingSearchResponse = z.infer<typeof ListingSearchResponse>;

export const ChatProfileSearchResponse = z.object({
  chat_profiles: z.array(ChatProfile),
  facet: Facets,
  has_next: z.boolean(),
  has_previous: z.boolean(),
  current_page: z.number().int(),
});
export type ChatProfileSearchResponse = z.infer<typeof ChatProfileSearchResponse>;

export const GoodyBagCard = GoodyBagCardFields.extend({ rating: z.number() });
export type GoodyBagCard = z.infer<typeof GoodyBagCard>;

export const GoodySearchResponse = z.object({
  results: z.array(GoodyBagCard),
  carousels: z.array(
    z.object({ id: z.string(), title: z.string(), results: z.array(GoodyBagCard) }),
  ),
  facet: Facets,
  misc: z.object({ page: z.number().int(), num_pages: z.number().int() }),
});
export type GoodySearchResponse = z.infer<typeof GoodySearchResponse>;
