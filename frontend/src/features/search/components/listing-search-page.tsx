import {
  CATEGORIES,
  LISTING_PRICE_FILTERS,
  LISTING_SEARCH_SORTS,
  LISTING_TYPE_LABELS,
  SEARCH_COPY,
} from '@flirtwire/contracts';
import { useEffect, useId, useState } from 'react';
import { Dialog, ResetApplyActions } from '@/components/dialog';
import { ListingCard } from '@/components/listing-card';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { useDebouncedValue } from '@/lib/hooks';
import { useRealtimeSearch } from '../api/get-realtime-search';
import { useSearchListings } from '../api/search-listings';
import { useDelayedFlag, useScrolledPast } from '../hooks';
import {
  AVAILABLE_FILTER,
  isListingType,
  type SearchUrlState,
  searchTextDecision,
  withChange,
} from '../search-url';
import { searchCardHref, searchCardView } from '../listing-card-view';
import { Pager } from '@/components/pager';

/** Spec: the no-results message waits 300 ms; the nav sticks after 180 px of scroll. */
const NO_RESULTS_DELAY_MS = 300;
const STICKY_AFTER_PX = 180;

/**
 * Phone listing search: text (automatic from 3 characters after a 500 ms pause, Enter with 1
 * or 2 says so), category, price and availability filters, the three listing tabs, a sort
 * (none on Chat), paging; everything in the URL.
 */
export function ListingSearchPage({
  state,
  onChange,
  hrefOf,
}: {
  readonly state: SearchUrlState;
  /** The next state, or a change to apply to the latest URL state (for late, debounced input). */
  readonly onChange: (next: SearchUrlState | ((latest: SearchUrlState) => SearchUrlState)) => void;
  /** The URL of this page in another state (tabs are links, for new tabs and copied links). */
  readonly hrefOf: (next: SearchUrlState) => string;
}) {
  const [text, setText] = useState(state.text);
  const [tooShort, setTooShort] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const settled = useDebouncedValue(text, 500);
  const ids = useId();
  const sticky = useScrolledPast(STICKY_AFTER_PX);

  useEffect(() => {
    if (settled.trim() !== state.text && searchTextDecision(settled, 'typing') === 'search')
      onChange((latest) => withChange(latest, { text: settled.trim() }));
    // Only a settled text change searches; state changes come through the URL. The text lands
    // on the latest URL state: filters applied during the pause stay.
  }, [settled]);

  const results = useSearchListings(state);
  // Flirts whose login matches, as the header lists them (the member search this page kept).
  const flirts = (useRealtimeSearch(state.text).data ?? []).filter((hit) => hit.type === 'flirt');
  const data = results.data;
  const tab = state.type;
  const list = data
    ? tab === 1
      ? data.search_results.listings
      : tab === 2
        ? data.search_results.r_listings
        : data.search_results.chats
    : [];
  const empty = !results.isPending && !results.isError && list.length === 0 && !results.isFetching;
  const showEmpty = useDelayedFlag(empty, NO_RESULTS_DELAY_MS);
  const totals = data
    ? {
        1: data.search_results.total_listings,
        2: data.search_results.total_r_listings,
        3: data.search_results.total_chats,
      }
    : null;

  return (
    <section className="page marketplace-search">
      <h1>Search</h1>
      <div className={sticky ? 'marketplace-search__nav is-sticky' : 'marketplace-search__nav'}>
        <form
          className="marketplace-search__bar"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            const decision = searchTextDecision(text, 'enter');
            setTooShort(decision === 'too-short');
            if (decision === 'search') onChange(withChange(state, { text: text.trim() }));
          }}
        >
          <label htmlFor={`${ids}-text`} className="visually-hidden">
            Search listings
          </label>
          <input
            id={`${ids}-text`}
            type="search"
            placeholder="Search listings"
            maxLength={100}
            value={text}
            aria-describedby={tooShort ? `${ids}-short` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setTooShort(false);
            }}
          />
          <label htmlFor={`${ids}-category`} className="visually-hidden">
            Category
          </label>
          <select
            id={`${ids}-category`}
            value={state.category_id}
            onChange={(event) => {
              onChange(withChange(state, { category_id: event.target.value }));
            }}
          >
            <option value="">All categories</option>
            {CATEGORIES.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.parentId === null ? category.name : `— ${category.name}`}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setFiltersOpen(true);
            }}
          >
            Filters{state.filters.length > 0 ? ` (${String(state.filters.length)})` : ''}
          </button>
          <button type="submit" className="button">
            Search
          </button>
        </form>
        {tooShort ? (
          <p id={`${ids}-short`} className="form-error" role="alert">
            {SEARCH_COPY.tooShort}
          </p>
        ) : null}
        <div className="marketplace-search__tabs-row">
          {/* The category page's tabs: links (the type is in the URL), the current one marked. */}
          <nav className="tabs" aria-label="Listing types">
            {([1, 2, 3] as const).map((type) => {
              const next = withChange(state, { type });
              return (
                <a
                  key={type}
                  className="tabs__tab"
                  href={hrefOf(next)}
                  aria-current={tab === type ? 'page' : undefined}
                  onClick={(event) => {
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
                      return;
                    event.preventDefault();
                    onChange(next);
                  }}
                >
                  <span className="tab-label--long">{LISTING_TYPE_LABELS[type].label}</span>
                  <span className="tab-label--short">{LISTING_TYPE_LABELS[type].short}</span>
                  {totals ? <span className="tab__count"> ({String(totals[type])})</span> : null}
                </a>
              );
            })}
          </nav>
          {tab !== 3 ? (
            <label className="marketplace-search__sort">
              Sort{' '}
              <select
                value={String(state.sort)}
                onChange={(event) => {
                  onChange(withChange(state, { sort: event.target.value === '1' ? 1 : 0 }));
                }}
              >
                {LISTING_SEARCH_SORTS.map((sort) => (
                  <option key={sort.value} value={String(sort.value)}>
                    {sort.label}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
      </div>
      {flirts.length > 0 ? (
        <nav className="marketplace-search__flirts" aria-label="Flirts">
          <span className="muted">Flirts: </span>
          {flirts.map((hit, i) => (
            <span key={hit.login}>
              {i > 0 ? ', ' : null}
              <a href={hit.url ?? `/${hit.login}`}>{hit.login}</a>
            </span>
          ))}
        </nav>
      ) : null}
      <div role="tabpanel" aria-label={LISTING_TYPE_LABELS[isListingType(tab) ? tab : 1].label}>
        {results.isPending ? (
          <Loading />
        ) : results.isError ? (
          <ErrorState error={results.error} onRetry={() => void results.refetch()} />
        ) : list.length === 0 ? (
          showEmpty ? (
            <EmptyState title={SEARCH_COPY.noResultsTitle}>
              {tab === 3 ? SEARCH_COPY.noResultsChat : SEARCH_COPY.noResults}
            </EmptyState>
          ) : null
        ) : (
          <ul className="listing-grid" aria-label="Listings">
            {list.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={searchCardView(listing)} href={searchCardHref(listing)} />
              </li>
            ))}
          </ul>
        )}
        {data && (data.has_next || data.has_previous) ? (
          <Pager
            label="Result pages"
            page={data.current_page}
            hasNext={data.has_next}
            onPage={(next) => {
              onChange({ ...state, page: next });
            }}
          />
        ) : null}
      </div>
      <FilterDialog
        open={filtersOpen}
        filters={state.filters}
        onClose={() => {
          setFiltersOpen(false);
        }}
        onApply={(filters) => {
          setFiltersOpen(false);
          onChange(withChange(state, { filters, advanced_search: 1 }));
        }}
      />
    </section>
  );
}

function FilterDialog({
  open,
  filters,
  onClose,
  onApply,
}: {
  readonly open: boolean;
  readonly filters: readonly string[];
  readonly onClose: () => void;
  readonly onApply: (filters: string[]) => void;
}) {
  const [picked, setPicked] = useState<string[]>([...filters]);
  // By value: the page re-renders while results and the Flirts' hits load, with an equal but new
  // filters array each time; resetting on identity unticked the boxes before Apply.
  const filtersKey = filters.join(',');
  useEffect(() => {
    if (open) setPicked(filtersKey ? filtersKey.split(',') : []);
  }, [open, filtersKey]);
  const toggle = (value: string, on: boolean) => {
    setPicked((now) => (on ? [...new Set([...now, value])] : now.filter((v) => v !== value)));
  };
  return (
    <Dialog
      open={open}
      title="Filters"
      onClose={onClose}
      actions={
        <ResetApplyActions
          onReset={() => {
            setPicked([]);
          }}
          onApply={() => {
            onApply(picked);
          }}
        />
      }
    >
      <fieldset className="filter-group">
        <legend>Price</legend>
        {LISTING_PRICE_FILTERS.map((filter) => (
          <label key={filter.id} className="checkbox">
            <input
              type="checkbox"
              checked={picked.includes(filter.id)}
              onChange={(event) => {
                toggle(filter.id, event.target.checked);
              }}
            />{' '}
            {filter.label}
          </label>
        ))}
      </fieldset>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={picked.includes(AVAILABLE_FILTER)}
          onChange={(event) => {
            toggle(AVAILABLE_FILTER, event.target.checked);
          }}
        />{' '}
        {SEARCH_COPY.limitToAvailable}
      </label>
    </Dialog>
  );
}
