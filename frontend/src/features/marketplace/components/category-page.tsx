import {
  CATEGORY_SORT_OPTIONS,
  categoryPath,
  findCategory,
  LISTING_TYPE_LABELS,
} from '@flirtwire/contracts';
import { useId } from 'react';
import { useCategoryListings } from '../api/get-category-listings';
import { ApiRequestError } from '@/lib/api-client';
import { categoryHref } from '../lib/category-links';
import {
  type CategorySearch,
  type CategorySortNumber,
  categoryState,
  type ListingTypeNumber,
  withListingType,
  withoutDecisionScreen,
  withPage,
  withSort,
} from '../lib/category-search';
import { toCardView } from '../lib/listing-view';
import { DecisionScreen, type DecisionOption } from './decision-screen';
import { isPlainClick } from '@/components/listing-card';
import { ListingGrid, ListingGridSkeleton, Pager } from './listing-grid';
import './marketplace.css';

const TABS: readonly ListingTypeNumber[] = [1, 2, 3];

/**
 * A category's listings: breadcrumbs, the tabs Live Phone Sex, Recorded Phone Sex and Chat
 * (Phone Sex and Recorded on small screens), the sort (not on Chat), 12 cards a page with
 * paging, 'No listings found', and the 'What's Next?' decision screen when asked for.
 */
export function CategoryPage({
  category,
  search,
  hrefOf,
  onSearch,
  listingHref,
  onOpenListing,
  onNavigate,
  decisionOptions,
}: {
  readonly category: string;
  readonly search: CategorySearch;
  /** The URL of this page with another search (tabs, pages, sorts are links). */
  readonly hrefOf: (search: CategorySearch) => string;
  readonly onSearch: (search: CategorySearch, options?: { readonly replace?: boolean }) => void;
  readonly listingHref: (listingId: string) => string;
  readonly onOpenListing: (listingId: string) => void;
  readonly onNavigate: (href: string) => void;
  readonly decisionOptions: readonly DecisionOption[];
}) {
  const state = categoryState(search);
  const listings = useCategoryListings(category, state);
  const sortId = useId();
  const known = findCategory(category);
  const name = listings.data?.category.name ?? known?.name ?? 'Category';
  const path = categoryPath(listings.data?.category.id ?? known?.id ?? -1);
  const missing = listings.error instanceof ApiRequestError && listings.error.status === 404;
  const go = (next: CategorySearch) => (event: React.MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onSearch(next);
  };
  const link = (href: string, text: string) => (
    <a
      href={href}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {text}
    </a>
  );

  return (
    <section className="category-page">
      <nav className="breadcrumbs" aria-label="Breadcrumbs">
        <ol>
          <li>{link('/', 'Home')}</li>
          {path.slice(0, -1).map((parent) => (
            <li key={parent.id}>{link(categoryHref(parent.slug), parent.name)}</li>
          ))}
          <li aria-current="page">{name}</li>
        </ol>
      </nav>
      <h1>{name}</h1>
      <div className="category-toolbar">
        <nav className="tabs" aria-label="Listing types">
          {TABS.map((type) => {
            const next = withListingType(search, type);
            const labels = LISTING_TYPE_LABELS[type];
            return (
              <a
                key={type}
                className="tabs__tab"
                href={hrefOf(next)}
                aria-current={state.listingType === type ? 'page' : undefined}
                onClick={go(next)}
              >
                <span className="tab-label--long">{labels.label}</span>
                <span className="tab-label--short">{labels.short}</span>
              </a>
            );
          })}
        </nav>
        {state.sort === null ? null : (
          <div className="category-sort">
            <label htmlFor={sortId}>Sort by</label>
            <select
              id={sortId}
              className="select"
              value={state.sort}
              onChange={(event) => {
                onSearch(withSort(search, Number(event.target.value) as CategorySortNumber));
              }}
            >
              {CATEGORY_SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {listings.isPending ? (
        <ListingGridSkeleton />
      ) : listings.isError ? (
        <div className="state state--error" role="alert">
          <p className="state__title">
            {missing ? 'No listings found' : 'Sorry something went wrong. Please try again.'}
          </p>
          {missing ? null : (
            <button type="button" className="button" onClick={() => void listings.refetch()}>
              Try again
            </button>
          )}
        </div>
      ) : listings.data.listings.length === 0 ? (
        <div className="state state--empty">
          <p className="state__title">No listings found</p>
        </div>
      ) : (
        <>
          <ListingGrid
            label={`${name} listings`}
            listings={listings.data.listings.map(toCardView)}
            hrefOf={listingHref}
            onOpen={onOpenListing}
          />
          <Pager
            page={listings.data.current_page}
            hasNext={listings.data.has_next}
            hrefOf={(page) => hrefOf(withPage(search, page))}
            onPage={(page) => {
              onSearch(withPage(search, page));
            }}
          />
        </>
      )}
      <DecisionScreen
        open={state.decisionScreen}
        categoryName={name}
        options={decisionOptions}
        onBrowse={() => {
          onSearch(withoutDecisionScreen(search), { replace: true });
        }}
        onNavigate={onNavigate}
      />
    </section>
  );
}
