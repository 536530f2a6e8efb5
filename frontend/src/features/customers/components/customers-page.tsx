import type { CustomerFiltersInput, CustomerSortKey, SavedSearchEntry } from '@flirtwire/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { Loading } from '@/components/states';
import { fieldError, readAfterNotice } from '@/lib/api-client';
import { cappedCount, formatCount } from '@/lib/format';
import { useIsMobile } from '@/lib/hooks';
import { useRealtimeNotices, useRealtimeTopic } from '@/lib/realtime';
import { useAppConfig } from '@/lib/session';
import { showSnackbar } from '@/lib/snackbar-store';
import { usePackages } from '../api/get-packages';
import { useSegments } from '../api/get-segments';
import { useTags } from '../api/get-tags';
import { customerKeys } from '../api/keys';
import { useSavedSearches } from '../api/get-saved-searches';
import { loadedCustomerIds, searchCustomers, searchCustomersQuery } from '../api/search-customers';
import { customersNoticeEffect, rowNoticeAction } from '../lib/notices';
import {
  countFilters,
  type CustomersSearch,
  filtersFromSearch,
  searchFromFilters,
  searchFromSort,
  sortFromSearch,
} from '../lib/url-state';
import { useCustomersStore } from '../stores/customers-store';
import { useSelectionStore } from '../stores/selection-store';
import { BulkBar } from './bulk-actions';
import { ColumnPicker } from './column-picker';
import { CustomerSearchBox } from './customer-search-box';
import type { CustomersGridHandle } from './customers-grid';
import { CustomersList } from './customers-list';
import { FiltersDialog } from './filters-dialog';
import { SegmentLegend } from './segment-chips';

// AG Grid loads only when the grid shows (not on phones, not in Classic Customers).
const CustomersGrid = lazy(() =>
  import('./customers-grid').then((module) => ({ default: module.CustomersGrid })),
);

/** Spec 002: Classic Customers is chosen by a cookie, then a reload. */
const CLASSIC_COOKIE = 'classic_customers';

function classicChosen(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${CLASSIC_COOKIE}=1`);
}

function setClassic(on: boolean): void {
  document.cookie = on
    ? `${CLASSIC_COOKIE}=1; path=/; max-age=31536000; samesite=lax`
    : `${CLASSIC_COOKIE}=; path=/; max-age=0; samesite=lax`;
  window.location.reload();
}

export type SearchUpdate = Partial<CustomersSearch>;

export interface CustomersPageProps {
  readonly search: CustomersSearch;
  /** Changes the URL (replace: no new history entry). */
  readonly onSearch: (update: SearchUpdate, options?: { replace?: boolean }) => void;
  readonly onOpenCustomer: (login: string) => void;
}

/**
 * My Customers, tab Search (spec 002): the search in the URL, the grid (or the 100-row list on
 * phones and in Classic Customers), the bulk bar while customers are selected, Advanced Search,
 * the column picker and the chip legend. Rows change live when a customer tips or subscribes.
 */
export function CustomersPage({ search, onSearch, onOpenCustomer }: CustomersPageProps) {
  const queryClient = useQueryClient();
  const isMobile = useIsMobile();
  const [classic] = useState(classicChosen);
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const sort = useMemo(() => sortFromSearch(search), [search]);
  const hiddenColumns = useCustomersStore((state) => state.hiddenColumns);
  const selection = useSelectionStore((state) => state.selection);
  const total = useSelectionStore((state) => state.total);
  const clearSelection = useSelectionStore((state) => state.clear);
  const forgetTotal = useSelectionStore((state) => state.forgetTotal);
  const setPage = useSelectionStore((state) => state.setPage);
  const grid = useRef<CustomersGridHandle>(null);
  // As of a past day (issue 35): the grid as it stood at the end of it, read-only.
  const asOf = search.as_of || undefined;
  const tags = useTags(asOf);
  const savedSearches = useSavedSearches();
  const segments = useSegments(asOf);
  const [columnsOpen, setColumnsOpen] = useState(false);
  const [legendOpen, setLegendOpen] = useState(false);
  const filtersOpen = search.open_filters === '1' || search.open_filters === 'true';
  const packages = usePackages(filtersOpen);
  const [pendingChanges, setPendingChanges] = useState(0);
  const config = useAppConfig();
  const creatorTopic = config.data?.realtime.topics.creator_dashboard ?? null;
  useRealtimeTopic(creatorTopic);

  const tagNames = useMemo(() => (tags.data?.tags ?? []).map((tag) => tag.name), [tags.data]);
  // Only the Flirt's own tags can be added; system tags are kept by the system.
  const userTagNames = useMemo(
    () => (tags.data?.tags ?? []).filter((tag) => tag.type === 'user_tag').map((tag) => tag.name),
    [tags.data],
  );
  const filterCount = countFilters(filters);

  // Spec 002: clearing, searching or sorting resets the selection.
  const searchKey = JSON.stringify({ filters, sort });
  useEffect(() => {
    clearSelection();
    forgetTotal();
    setPendingChanges(0);
  }, [searchKey, clearSelection, forgetTotal]);
  useEffect(
    () => () => {
      clearSelection();
    },
    [clearSelection],
  );

  // A bare ?saved_search=<id> (a shared link): fill in its filters and sort.
  useEffect(() => {
    const id = search.saved_search;
    const entries = savedSearches.data?.saved_searches;
    if (!id || !entries) return;
    const hasFilters = Object.keys(search).some(
      (key) => key.startsWith('filters[') && search[key as keyof CustomersSearch],
    );
    if (hasFilters || search.sortColumn) return;
    const entry = entries.find((candidate) => candidate.id === id);
    if (!entry) return;
    onSearch(
      { ...searchFromFilters(entry.filters), ...searchFromSort(entry.sortOrder) },
      { replace: true },
    );
  }, [search, savedSearches.data, onSearch]);

  // Live rows: a notice refreshes only what it names. Rows on this page reload in place (page,
  // sort and selection stay), and so does the grid when a new customer arrives; changes to rows
  // elsewhere are offered as a refresh; tags, segments and
  // details refetch only when their own read models changed.
  useRealtimeNotices(
    (notice) => {
      if (creatorTopic && notice.owner && notice.owner !== creatorTopic) return;
      const effect = customersNoticeEffect(notice);
      if (!effect) return;
      readAfterNotice(notice.position, () => {
        for (const queryKey of effect.queries) void queryClient.invalidateQueries({ queryKey });
      });
      const changed = effect.customerIds;
      if (changed === undefined) return;
      const onPage = new Set(useSelectionStore.getState().pageIds);
      // Read before the invalidation below: a new customer is one no loaded page holds.
      const known = loadedCustomerIds(queryClient);
      if (rowNoticeAction(changed, onPage, known) === 'reload') {
        void readAfterNotice(notice.position, () =>
          queryClient.invalidateQueries({ queryKey: customerKeys.search() }),
        ).then(() => {
          grid.current?.refreshRows();
        });
      } else {
        // Cached pages are out of date, but nothing on screen is: no request now.
        void queryClient.invalidateQueries({
          queryKey: customerKeys.search(),
          refetchType: 'none',
        });
        setPendingChanges((count) => count + (changed?.length ?? 0));
      }
    },
    (refetch) => {
      const ours = (collection: string) =>
        customersNoticeEffect({ collection, ids: null }) !== null;
      if (refetch.collections && !refetch.collections.some(ours)) return;
      void queryClient.invalidateQueries({ queryKey: customerKeys.all }).then(() => {
        grid.current?.refreshRows();
      });
    },
  );

  const applyFilters = useCallback(
    (next: CustomerFiltersInput, extra: SearchUpdate = {}) => {
      onSearch({
        ...searchFromFilters(next),
        customer_list: undefined,
        saved_search: undefined,
        ...extra,
      });
    },
    [onSearch],
  );

  const save = useMutation({
    mutationFn: ({ next, name }: { next: CustomerFiltersInput; name: string }) =>
      searchCustomers({
        filters: { ...next, saveThisSearch: true, nameForSavedSearch: name },
        sort: [...sort],
        page: 1,
      }),
    meta: { silent: true },
  });

  const applySaved = (entry: SavedSearchEntry) => {
    onSearch({
      ...searchFromFilters(entry.filters),
      ...searchFromSort(entry.sortOrder),
      customer_list: undefined,
      saved_search: entry.id,
    });
  };

  const closeFilters = () => {
    save.reset();
    onSearch({ open_filters: undefined }, { replace: true });
  };

  const savedName = search.saved_search
    ? savedSearches.data?.saved_searches.find((entry) => entry.id === search.saved_search)?.name
    : undefined;
  const showGrid = !isMobile && !classic;
  // The grid's first page loads beside the grid's code (AG Grid's chunk, the largest on the
  // route) rather than after it: the grid's datasource asks for the same query.
  useEffect(() => {
    if (!showGrid) return;
    queryClient
      .query(
        searchCustomersQuery({
          filters,
          sort: [...sort],
          page: 1,
          ...(asOf ? { as_of: asOf } : {}),
        }),
      )
      // The grid reports a failure when it asks itself.
      .catch(() => undefined);
  }, [showGrid, queryClient, filters, sort, asOf]);
  // Bulk actions change today's customers: none on a past day.
  const anySelected = selection.kind !== 'none' && !asOf;

  return (
    <div className="customers">
      <AsOfBar
        asOf={asOf}
        filters={filters}
        sort={sort}
        onChange={(day) => {
          onSearch({ as_of: day });
        }}
      />
      {anySelected ? (
        <BulkBar
          filters={filters}
          tagNames={userTagNames}
          onDone={() => {
            grid.current?.refreshRows();
          }}
        />
      ) : (
        <div className="toolbar" role="toolbar" aria-label="Customer search">
          <CustomerSearchBox
            text={filters.text ?? ''}
            includeZeroSpend={filters.includeZeroSpendCustomers ?? true}
            savedSearches={savedSearches.data?.saved_searches ?? []}
            onSearchText={(text) => {
              applyFilters({ ...filters, text });
            }}
            onOpenCustomer={onOpenCustomer}
            onApplySavedSearch={applySaved}
          />
          <button
            type="button"
            className="button"
            onClick={() => {
              onSearch({ open_filters: '1' }, { replace: true });
            }}
          >
            Filters
            {filterCount > 0 ? (
              <span className="badge" aria-label={`${String(filterCount)} filters set`}>
                {cappedCount(filterCount, 99)}
              </span>
            ) : null}
          </button>
          {filterCount > 0 || filters.text ? (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                applyFilters(
                  {},
                  { sortColumn: search.sortColumn, sortDirection: search.sortDirection },
                );
              }}
            >
              Clear
            </button>
          ) : null}
          {savedName ? (
            <span className="chip chip--system-tag">Saved search: {savedName}</span>
          ) : null}
          <span className="toolbar__spacer" />
          {pendingChanges > 0 ? (
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                setPendingChanges(0);
                grid.current?.refreshRows();
              }}
            >
              {formatCount(pendingChanges)} updated · Refresh
            </button>
          ) : null}
          <span className="toolbar__count" aria-live="polite">
            {total === null
              ? 'Counting customers…'
              : `${formatCount(total)} ${total === 1 ? 'customer' : 'customers'}`}
          </span>
          {showGrid ? (
            <button
              type="button"
              className="button"
              onClick={() => {
                setColumnsOpen(true);
              }}
            >
              Columns
            </button>
          ) : null}
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setLegendOpen(true);
            }}
          >
            What do the chips mean?
          </button>
          <label className="switch" title="Classic Customers: the simple list; the page reloads">
            <input
              type="checkbox"
              checked={classic}
              onChange={(event) => {
                setClassic(event.target.checked);
              }}
            />
            Classic Customers
          </label>
        </div>
      )}

      {showGrid ? (
        <Suspense fallback={<Loading label="Loading the grid..." />}>
          <CustomersGrid
            key={asOf ?? 'today'}
            asOf={asOf}
            ref={grid}
            filters={filters}
            sort={sort}
            hiddenColumns={hiddenColumns}
            onSortChange={(next: CustomerSortKey[]) => {
              onSearch(searchFromSort(next));
            }}
            onOpenCustomer={onOpenCustomer}
          />
        </Suspense>
      ) : (
        <CustomersList
          key={asOf ?? 'today'}
          asOf={asOf}
          filters={filters}
          sort={sort}
          total={total ?? 0}
          onOpen={onOpenCustomer}
          onPageIds={(ids, count) => {
            setPage(ids, count);
          }}
        />
      )}

      {filtersOpen ? (
        <FiltersDialog
          open
          filters={filters}
          tagNames={tagNames}
          packages={packages.data ?? (packages.isError ? null : [])}
          saving={save.isPending}
          saveError={save.error}
          onClose={closeFilters}
          onApply={(next, saveAs) => {
            // A past day is read-only: its searches are applied, never saved.
            if (!saveAs || asOf) {
              applyFilters(next, { open_filters: undefined });
              return;
            }
            save.mutate(
              { next, name: saveAs },
              {
                onSuccess: (answer) => {
                  void queryClient.invalidateQueries({ queryKey: customerKeys.savedSearches() });
                  applyFilters(next, {
                    open_filters: undefined,
                    ...(answer.saved_search ? { saved_search: answer.saved_search.id } : {}),
                  });
                  showSnackbar('Your search was saved.', 'success');
                },
              },
            );
          }}
        />
      ) : null}
      <ColumnPicker
        open={columnsOpen}
        onClose={() => {
          setColumnsOpen(false);
        }}
      />
      <Dialog
        open={legendOpen}
        title="What do the chips mean?"
        onClose={() => {
          setLegendOpen(false);
        }}
        width={640}
      >
        <SegmentLegend cutoffs={segments.data?.rules} />
      </Dialog>
    </div>
  );
}

/** Today in the browser's zone (YYYY-MM-DD): the latest day the date control offers. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The date control of My Customers (`?as_of=YYYY-MM-DD`, shareable) and, for a past day, the
 * banner that says so, why nothing can be changed and how to get back to today; a day the
 * server refuses (not a date, in the future, before the Flirt's first day) is said inline.
 */
function AsOfBar({
  asOf,
  filters,
  sort,
  onChange,
}: {
  readonly asOf: string | undefined;
  readonly filters: CustomerFiltersInput;
  readonly sort: readonly CustomerSortKey[];
  readonly onChange: (day: string | undefined) => void;
}) {
  // Page 1 of the same search the grid asks for: the same cache entry, so no extra request.
  const first = useQuery({
    ...searchCustomersQuery({ filters, sort: [...sort], page: 1, as_of: asOf ?? '' }),
    enabled: asOf !== undefined,
    retry: false,
    meta: { silent: true },
  });
  const refused = asOf ? fieldError(first.error, 'as_of') : undefined;
  const answered = first.data?.as_of;
  return (
    <div className="as-of">
      <label className="as-of__control">
        As of{' '}
        <input
          type="date"
          aria-label="As of"
          max={localToday()}
          value={asOf ?? ''}
          onChange={(event) => {
            onChange(event.target.value || undefined);
          }}
        />
      </label>
      {asOf ? (
        <div
          className="notice notice--info as-of__banner"
          role="status"
          aria-label="As of a past day"
        >
          {refused ? (
            <span role="alert">{refused}</span>
          ) : (
            <span>
              My Customers as they stood at the end of {asOf}
              {answered ? ` (${answered.timeZone})` : ''}, replayed from your events. Read-only:
              nothing can be changed here.
            </span>
          )}{' '}
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              onChange(undefined);
            }}
          >
            Back to today
          </button>
        </div>
      ) : null}
    </div>
  );
}
