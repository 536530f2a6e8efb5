import {
  countGoodyFilters,
  GOODY_CAROUSELS,
  GOODY_PRICE_BUCKETS,
  GOODY_PUBLICATION_WINDOWS,
  GOODY_RATING_BUCKETS,
  GOODY_SEARCH_MIN_TEXT,
  GOODY_SORTS,
  GOODY_TERM_FACETS,
  type GoodyBagCard,
  type GoodyCarouselId,
  SEARCH_COPY,
} from '@flirtwire/contracts';
import { useEffect, useId, useState } from 'react';
import { Dialog, ResetApplyActions } from '@/components/dialog';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { formatCents } from '@/lib/format';
import { useDebouncedValue } from '@/lib/hooks';
import { useGoodySearch } from '../api/search-goodies';
import { goodyBagHref, goodyOwnerHref } from '../lib/goody-links';
import {
  EMPTY_GOODY_FILTERS,
  type GoodyFacetFilters,
  useGoodyFilter,
} from '../stores/goody-filter';
import { Pager } from '@/components/pager';

type ListFacet = 'price' | 'rating' | keyof typeof GOODY_TERM_FACETS;
const FACET_GROUPS: ReadonlyArray<{
  key: ListFacet;
  label: string;
  values: ReadonlyArray<{ id: string; label: string }>;
}> = [
  { key: 'price', label: 'Price', values: GOODY_PRICE_BUCKETS },
  { key: 'media', label: 'Media', values: GOODY_TERM_FACETS.media },
  { key: 'rating', label: 'Rating', values: GOODY_RATING_BUCKETS },
  { key: 'dominance_tags', label: 'Who', values: GOODY_TERM_FACETS.dominance_tags },
  { key: 'age_tags', label: 'Age', values: GOODY_TERM_FACETS.age_tags },
  { key: 'race_tags', label: 'Ethnicity', values: GOODY_TERM_FACETS.race_tags },
  { key: 'content_rating', label: 'Content rating', values: GOODY_TERM_FACETS.content_rating },
  { key: 'kink_tags', label: 'Themes', values: GOODY_TERM_FACETS.kink_tags },
];

/** A query under 3 characters does not search (empty is allowed). */
function goodySearchText(typed: string): string | null {
  const text = typed.trim();
  return text.length === 0 || text.length >= GOODY_SEARCH_MIN_TEXT ? text : null;
}

/**
 * Goodies search: text (from 3 characters after 500 ms), a filter dialog with a badge count,
 * a category picker and a sort menu; without a query or filter, three carousel tabs whose tab
 * is the URL hash. Filters, category and sort persist in the browser.
 */
export function GoodySearchPage({
  tab,
  onTab,
}: {
  readonly tab: GoodyCarouselId;
  readonly onTab: (tab: GoodyCarouselId) => void;
}) {
  const ids = useId();
  const { filters, category, sort, page, setFilters, setCategory, setSort, setPage } =
    useGoodyFilter();
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const settled = useDebouncedValue(typed, 500);
  useEffect(() => {
    const next = goodySearchText(settled);
    if (next !== null && next !== text) {
      setText(next);
      setPage(1);
    }
  }, [settled]);
  const body = { filters: { ...filters, text }, category, sort, page };
  const results = useGoodySearch(body);
  const badge = countGoodyFilters({ ...filters, text: '' });
  const browsing = text === '' && badge === 0 && category === '';
  const carousel = results.data?.carousels.find((c) => c.id === tab);

  return (
    <section className="page goody-search">
      <h1>Goodies</h1>
      <div className="goody-search__bar" role="search">
        <label htmlFor={`${ids}-text`} className="visually-hidden">
          Search goodies
        </label>
        <input
          id={`${ids}-text`}
          type="search"
          placeholder="Search goodies"
          maxLength={100}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
        />
        <label htmlFor={`${ids}-category`} className="visually-hidden">
          Category
        </label>
        <select
          id={`${ids}-category`}
          value={category}
          onChange={(event) => {
            setCategory(event.target.value);
          }}
        >
          <option value="">All categories</option>
          {GOODY_TERM_FACETS.kink_tags.map((k) => (
            <option key={k.id} value={k.id}>
              {k.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setDialogOpen(true);
          }}
        >
          Filters
          {badge > 0 ? (
            <span className="badge" aria-label={`${String(badge)} filters on`}>
              {String(badge)}
            </span>
          ) : null}
        </button>
        <label className="goody-search__sort">
          Sort{' '}
          <select
            value={String(sort)}
            onChange={(event) => {
              const value = GOODY_SORTS.find((s) => String(s.value) === event.target.value);
              if (value) setSort(value.value);
            }}
          >
            {GOODY_SORTS.map((s) => (
              <option key={s.value} value={String(s.value)}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {results.isPending ? (
        <Loading />
      ) : results.isError ? (
        <ErrorState error={results.error} onRetry={() => void results.refetch()} />
      ) : browsing ? (
        <>
          <div role="tablist" aria-label="Goodies" className="tabs">
            {GOODY_CAROUSELS.map((c) => (
              <button
                key={c.id}
                type="button"
                role="tab"
                aria-selected={tab === c.id}
                className={tab === c.id ? 'tabs__tab is-active' : 'tabs__tab'}
                onClick={() => {
                  onTab(c.id);
                }}
              >
                {c.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" aria-label={carousel?.title ?? ''} className="goody-carousel">
            {(carousel?.results ?? []).map((bag) => (
              <GoodyCard key={bag.id} bag={bag} />
            ))}
          </div>
        </>
      ) : results.data.results.length === 0 ? (
        <EmptyState title={SEARCH_COPY.noResultsTitle}>{SEARCH_COPY.noResults}</EmptyState>
      ) : (
        <>
          <div className="goody-grid">
            {results.data.results.map((bag) => (
              <GoodyCard key={bag.id} bag={bag} />
            ))}
          </div>
          <Pager
            label="Result pages"
            page={page}
            pages={results.data.misc.num_pages}
            onPage={setPage}
          />
        </>
      )}
      <GoodyFilterDialog
        open={dialogOpen}
        filters={filters}
        facet={results.data?.facet ?? {}}
        onClose={() => {
          setDialogOpen(false);
        }}
        onApply={(next) => {
          setDialogOpen(false);
          setFilters(next);
        }}
      />
    </section>
  );
}

function GoodyCard({ bag }: { readonly bag: GoodyBagCard }) {
  return (
    <article className="goody-card">
      {/* The cover repeats the title's link, so it stays out of the tab order. */}
      <a className="goody-card__cover" href={goodyBagHref(bag)} tabIndex={-1} aria-hidden="true">
        {bag.thumbnail_url ? (
          <img src={bag.thumbnail_url} alt="" loading="lazy" />
        ) : (
          <span className="goody-card__placeholder">{bag.title.charAt(0).toUpperCase()}</span>
        )}
      </a>
      <div className="goody-card__body">
        <h3 className="goody-card__title">
          <a href={goodyBagHref(bag)}>{bag.title}</a>
        </h3>
        <a className="muted" href={goodyOwnerHref(bag)}>
          {bag.owner_name}
        </a>
        <p>
          <strong>{formatCents(bag.price)}</strong>
        </p>
      </div>
    </article>
  );
}

function GoodyFilterDialog({
  open,
  filters,
  facet,
  onClose,
  onApply,
}: {
  readonly open: boolean;
  readonly filters: GoodyFacetFilters;
  readonly facet: Record<string, Array<{ id: string; count: number }>>;
  readonly onClose: () => void;
  readonly onApply: (filters: GoodyFacetFilters) => void;
}) {
  const [picked, setPicked] = useState<GoodyFacetFilters>(filters);
  useEffect(() => {
    if (open) setPicked(filters);
  }, [open, filters]);
  const countOf = (key: string, id: string) => {
    const field = key === 'price' ? 'priceCents' : key;
    return facet[field]?.find((f) => f.id === id)?.count;
  };
  return (
    <Dialog
      open={open}
      title="Filter goodies"
      onClose={onClose}
      width={560}
      actions={
        <ResetApplyActions
          onReset={() => {
            setPicked(EMPTY_GOODY_FILTERS);
          }}
          onApply={() => {
            onApply(picked);
          }}
        />
      }
    >
      {FACET_GROUPS.map((group) => (
        <fieldset key={group.key} className="filter-group">
          <legend>{group.label}</legend>
          {group.values.map((value) => {
            const on = picked[group.key].includes(value.id);
            const count = countOf(group.key, value.id);
            return (
              <label key={value.id} className="checkbox">
                <input
                  type="checkbox"
                  checked={on}
                  onChange={(event) => {
                    const list = picked[group.key];
                    setPicked({
                      ...picked,
                      [group.key]: event.target.checked
                        ? [...list, value.id]
                        : list.filter((v) => v !== value.id),
                    });
                  }}
                />{' '}
                {value.label}
                {count !== undefined ? <span className="muted"> ({String(count)})</span> : null}
              </label>
            );
          })}
        </fieldset>
      ))}
      <fieldset className="filter-group">
        <legend>Published</legend>
        {GOODY_PUBLICATION_WINDOWS.map((w) => (
          <label key={w.id} className="checkbox">
            <input
              type="radio"
              name="publication_date"
              checked={picked.publication_date === w.id}
              onChange={() => {
                setPicked({ ...picked, publication_date: w.id });
              }}
            />{' '}
            {w.label}
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
