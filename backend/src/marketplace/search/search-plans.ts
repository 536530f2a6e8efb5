import {
  CHAT_PROFILES_PER_PAGE,
  type ChatProfileSearchQuery,
  GOODY_FILTERED_PAGE_SIZE,
  GOODY_PAGE_SIZE,
  GOODY_PRICE_BUCKETS,
  GOODY_PUBLICATION_WINDOWS,
  GOODY_RATING_BUCKETS,
  GOODY_TERM_FACETS,
  type GoodyCarouselId,
  type GoodySearchBody,
  type GoodySort,
  LISTING_PRICE_FILTERS,
  type ListingSearchQuery,
  type ListingType,
  LISTINGS_PER_SEARCH_PAGE,
  type RangeBucket,
} from '@flirtwire/contracts';
import type { SearchQuery, SearchSortKey } from '../../infrastructure/search/search-index.port.js';

/**
 * The search screens' requests as index queries (pure): which filters, facets, sort and page.
 * Handlers only run them and shape the answers.
 */

const LISTING_PRICE_BUCKETS: readonly RangeBucket[] = LISTING_PRICE_FILTERS.map((f) => ({
  id: f.id,
  gte: f.minCents,
  lt: f.belowCents,
}));

const available = { id: 'available', gte: 1, lt: null };

/** Top Available: who is online first, then the best rated; Highest Rating: by rating. */
function listingSort(sort: 0 | 1, withText: boolean): SearchSortKey[] {
  const byScore: SearchSortKey[] = withText ? [{ by: '_score', order: -1 }] : [];
  return sort === 1
    ? [{ by: 'numbers.rating', order: -1 }, { by: 'numbers.totalRatings', order: -1 }, ...byScore]
    : [{ by: 'numbers.available', order: -1 }, ...byScore, { by: 'numbers.rating', order: -1 }];
}

/** One tab of the listing search (live, recorded or chat), at the asked page. */
export function listingSearchPlan(query: ListingSearchQuery, type: ListingType): SearchQuery {
  const text = query.searchQueryText;
  const prices = LISTING_PRICE_BUCKETS.filter((b) =>
    query.filters.includes(b.id as (typeof query.filters)[number]),
  );
  return {
    kind: 'listing',
    text,
    terms: {
      type: [String(type)],
      ...(query.categoryId ? { categoryId: [query.categoryId] } : {}),
    },
    ranges: {
      ...(prices.length > 0 ? { priceCents: prices } : {}),
      ...(query.limitToAvailable ? { available: [available] } : {}),
    },
    facets: { terms: ['categoryId'], ranges: { priceCents: LISTING_PRICE_BUCKETS } },
    // The Chat tab has no sort: the best match, then who is online.
    sort: type === 3 ? listingSort(0, text.length > 0) : listingSort(query.sort, text.length > 0),
    skip: (query.page - 1) * LISTINGS_PER_SEARCH_PAGE,
    limit: LISTINGS_PER_SEARCH_PAGE,
  };
}

export function chatProfileSearchPlan(query: ChatProfileSearchQuery): SearchQuery {
  return {
    kind: 'chat_profile',
    text: query.text,
    terms: {
      ...(query.category ? { categoryId: [query.category] } : {}),
      ...(query.gender !== 'all' ? { gender: [query.gender] } : {}),
    },
    facets: { terms: ['gender', 'categoryId'] },
    sort: [
      { by: 'numbers.available', order: -1 },
      ...(query.text ? [{ by: '_score' as const, order: -1 as const }] : []),
      { by: 'numbers.rating', order: -1 },
    ],
    // One more than a page tells whether there is a next one.
    skip: (query.page - 1) * CHAT_PROFILES_PER_PAGE,
    limit: CHAT_PROFILES_PER_PAGE,
  };
}

const GOODY_SORT_KEYS: Readonly<Record<GoodySort, readonly SearchSortKey[]>> = {
  1: [
    { by: '_score', order: -1 },
    { by: 'numbers.popularity', order: -1 },
  ],
  2: [{ by: 'numbers.priceCents', order: 1 }],
  3: [{ by: 'numbers.priceCents', order: -1 }],
  6: [
    { by: 'numbers.rating', order: -1 },
    { by: 'numbers.ratingCount', order: -1 },
  ],
  4: [{ by: 'numbers.publishedAt', order: -1 }],
  11: [{ by: 'numbers.popularity', order: -1 }],
};

/** Whether any goody filter or a search is on (the page shrinks to 12). */
export function goodySearchIsFiltered(body: GoodySearchBody): boolean {
  const f = body.filters;
  return (
    f.text.length > 0 ||
    body.category.length > 0 ||
    f.publication_date !== 'anytime' ||
    [
      f.price,
      f.media,
      f.rating,
      f.dominance_tags,
      f.age_tags,
      f.race_tags,
      f.content_rating,
      f.kink_tags,
    ].some((list) => list.length > 0)
  );
}

export function goodyPageSize(body: GoodySearchBody): number {
  return (
    body.page_size ?? (goodySearchIsFiltered(body) ? GOODY_FILTERED_PAGE_SIZE : GOODY_PAGE_SIZE)
  );
}

export function goodySearchPlan(body: GoodySearchBody, now: Date): SearchQuery {
  const f = body.filters;
  const pageSize = goodyPageSize(body);
  const window = GOODY_PUBLICATION_WINDOWS.find((w) => w.id === f.publication_date);
  const nowMs = now.getTime();
  const publication: RangeBucket[] = GOODY_PUBLICATION_WINDOWS.map((w) => ({
    id: w.id,
    gte: w.withinMs === null ? null : nowMs - w.withinMs,
    lt: null,
  }));
  const terms: Record<string, readonly string[]> = {};
  for (const field of Object.keys(GOODY_TERM_FACETS) as (keyof typeof GOODY_TERM_FACETS)[])
    if (f[field].length > 0) terms[field] = f[field];
  // Goodies have no category of their own: the category picker narrows by kink theme.
  if (body.category) terms.kink_tags = [...(terms.kink_tags ?? []), body.category];
  const sort = GOODY_SORT_KEYS[body.sort].filter((key) => key.by !== '_score' || f.text);
  return {
    kind: 'goody_bag',
    text: f.text,
    terms,
    ranges: {
      ...(f.price.length > 0
        ? { priceCents: GOODY_PRICE_BUCKETS.filter((b) => f.price.includes(b.id)) }
        : {}),
      ...(f.rating.length > 0
        ? { rating: GOODY_RATING_BUCKETS.filter((b) => f.rating.includes(b.id)) }
        : {}),
      ...(window?.withinMs
        ? { publishedAt: [{ id: window.id, gte: nowMs - window.withinMs, lt: null }] }
        : {}),
    },
    facets: {
      terms: Object.keys(GOODY_TERM_FACETS),
      ranges: {
        priceCents: GOODY_PRICE_BUCKETS,
        rating: GOODY_RATING_BUCKETS,
        publishedAt: publication,
      },
    },
    sort: sort.length > 0 ? sort : [{ by: 'numbers.popularity', order: -1 }],
    skip: (body.page - 1) * pageSize,
    limit: pageSize,
  };
}

/** The three carousels shown without a query. */
export function goodyCarouselPlan(id: GoodyCarouselId, limit: number): SearchQuery {
  switch (id) {
    case 'recent_additions':
      return {
        kind: 'goody_bag',
        sort: [{ by: 'numbers.publishedAt', order: -1 }],
        skip: 0,
        limit,
      };
    case 'top_goodies_this_week':
      return {
        kind: 'goody_bag',
        // The goodies read model counts sales per bag, not per week: the best sellers.
        sort: [{ by: 'numbers.popularity', order: -1 }],
        skip: 0,
        limit,
      };
    case 'most_liked_this_month':
      return {
        kind: 'goody_bag',
        sort: [
          { by: 'numbers.likes', order: -1 },
          { by: 'numbers.popularity', order: -1 },
        ],
        skip: 0,
        limit,
      };
    default: {
      const unexpected: never = id;
      return unexpected;
    }
  }
}
