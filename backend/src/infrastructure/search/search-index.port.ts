import type { RangeBucket, SearchDocument, SearchKind } from '@flirtwire/contracts';

/** A sort key: the relevance score (`_score`, only with text) or a numeric field. */
export interface SearchSortKey {
  readonly by: '_score' | `numbers.${string}`;
  readonly order: 1 | -1;
}

/**
 * One search over one kind of document. Text words must all match (whole words, case and
 * accents ignored); filters are any-of within a field and all-of across fields. Facets count
 * the documents matching the text and every filter except the facet's own field, so a screen
 * can show how many more each unticked value would bring.
 */
export interface SearchQuery {
  readonly kind: SearchKind;
  readonly text?: string;
  /** keyword field → any of these values */
  readonly terms?: Readonly<Record<string, readonly string[]>>;
  /** numeric field → in any of these ranges */
  readonly ranges?: Readonly<Record<string, readonly RangeBucket[]>>;
  readonly facets?: {
    /** keyword fields to count by value (values with no match are left out) */
    readonly terms?: readonly string[];
    /** numeric field → buckets to count (every bucket listed, zeros included) */
    readonly ranges?: Readonly<Record<string, readonly RangeBucket[]>>;
  };
  /** In precedence order; ties always fall back to the document id, ascending. */
  readonly sort?: readonly SearchSortKey[];
  readonly skip: number;
  readonly limit: number;
}

export interface SearchHit {
  readonly document: SearchDocument;
  /** Relevance, higher is better; 0 without text. Comparable only within one answer. */
  readonly score: number;
}

export interface FacetValueCount {
  readonly id: string;
  readonly count: number;
}

export interface SearchPage {
  readonly total: number;
  readonly hits: readonly SearchHit[];
  /** facet field → counts: term facets by count descending then id; range facets in bucket order */
  readonly facets: Record<string, FacetValueCount[]>;
}

/**
 * The search port: documents in, ranked and faceted pages out. The embedded adapter is an
 * in-process inverted index; the production one is a MongoDB text index with aggregation
 * facets. One contract suite (`search-index.contract.ts`) checks both.
 *
 * @example
 * await index.upsert([listingDocument]);
 * const page = await index.search({ kind: 'listing', text: 'red velvet',
 *   terms: { type: ['1'] }, facets: { terms: ['categoryId'] }, skip: 0, limit: 12 });
 */
export interface SearchIndex {
  /** Adds documents or replaces them by `_id`. */
  upsert(documents: readonly SearchDocument[]): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
  /** Drops every document (before a full reload). */
  clear(): Promise<void>;
  search(query: SearchQuery): Promise<SearchPage>;
  describe(): string;
  close(): Promise<void>;
}

export const SEARCH_INDEX = Symbol('SearchIndex');
