import type {
  CustomerFiltersInput,
  CustomerRow,
  CustomerSortColumn,
  CustomerSortKey,
} from '@flirtwire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  type CellKeyDownEvent,
  CellStyleModule,
  type ColDef,
  ColumnApiModule,
  type GridApi,
  type GridReadyEvent,
  type ICellRendererParams,
  type IDatasource,
  type IHeaderParams,
  InfiniteRowModelModule,
  ModuleRegistry,
  PaginationModule,
  RenderApiModule,
  RowApiModule,
  RowStyleModule,
  type SortChangedEvent,
  themeQuartz,
  TooltipModule,
  ValidationModule,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { ErrorState } from '@/components/states';
import { afterNextPaint } from '@/lib/after-paint';
import { fieldError } from '@/lib/api-client';
import { formatCents } from '@/lib/format';
import { searchCustomersQuery } from '../api/search-customers';
import { COLUMN_SPECS, type ColumnSpec } from '../lib/columns';
import { headerState, isSelected } from '../lib/selection';
import { nextSort } from '../lib/url-state';
import type { CustomerColumn } from '../stores/customers-store';
import { useSelectionStore } from '../stores/selection-store';
import { StatusChip, SystemTagChip, UserTagChip, ValueChip } from './segment-chips';
import { useHeaderSort } from './use-header-sort';

// Only what this grid uses, so the rest of AG Grid never reaches the browser.
ModuleRegistry.registerModules([
  CellStyleModule,
  InfiniteRowModelModule,
  PaginationModule,
  ColumnApiModule,
  RowApiModule,
  RenderApiModule,
  RowStyleModule,
  // Header tooltips say what each column means.
  TooltipModule,
]);
// In development AG Grid names any option whose module is missing (dropped from builds).
if (import.meta.env.DEV) ModuleRegistry.registerModules([ValidationModule]);

/** Spec 002 §9: 50 customers per page. */
const CUSTOMERS_PER_PAGE = 50;

const theme = themeQuartz.withParams({
  accentColor: '#a3194f',
  borderColor: '#dcdfe5',
  browserColorScheme: 'light',
  fontFamily: 'inherit',
  fontSize: 13,
  foregroundColor: '#1d1f24',
  headerBackgroundColor: '#f6f7f9',
  headerFontWeight: 600,
  headerHeight: 40,
  rowHeight: 38,
  spacing: 6,
  wrapperBorderRadius: 8,
});

export interface CustomersGridHandle {
  /** Reloads the rows of the loaded pages in place: the page, sort and selection stay. */
  refreshRows(): void;
  /** Ids of the customers on the current page. */
  pageIds(): string[];
}

export interface CustomersGridProps {
  readonly filters: CustomerFiltersInput;
  readonly sort: readonly CustomerSortKey[];
  readonly hiddenColumns: readonly CustomerColumn[];
  readonly onSortChange: (sort: CustomerSortKey[]) => void;
  readonly onOpenCustomer: (login: string) => void;
  /** The grid as of the end of this day (YYYY-MM-DD, read-only); absent: now. */
  readonly asOf?: string | undefined;
}

function SelectCell({ data }: ICellRendererParams<CustomerRow>) {
  const id = data?.seeker_id;
  const checked = useSelectionStore((state) => (id ? isSelected(state.selection, id) : false));
  const toggle = useSelectionStore((state) => state.toggle);
  if (!id) return null;
  return (
    <input
      type="checkbox"
      className="grid-checkbox"
      tabIndex={-1}
      checked={checked}
      aria-label={`Select ${data.seeker_name ?? 'customer'}`}
      onChange={() => {
        toggle(id);
      }}
    />
  );
}

/** The header checkbox: none → page → all → none (Space or Enter on the header cell too). */
function SelectHeader({ eGridHeader }: IHeaderParams<CustomerRow>) {
  const state = useSelectionStore((s) => headerState(s.selection, s.pageIds));
  const cycle = useSelectionStore((s) => s.cycle);
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some' || state === 'page';
  }, [state]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        cycle();
      }
    };
    eGridHeader.addEventListener('keydown', onKey);
    return () => {
      eGridHeader.removeEventListener('keydown', onKey);
    };
  }, [eGridHeader, cycle]);
  const label =
    state === 'none' || state === 'some'
      ? 'Select this page'
      : state === 'page'
        ? 'Select all matching customers'
        : 'Clear selection';
  return (
    <input
      ref={box}
      type="checkbox"
      className="grid-checkbox"
      tabIndex={-1}
      checked={state === 'all' || state === 'page'}
      aria-label={label}
      title={label}
      onChange={cycle}
    />
  );
}

function NameCell({ data, context }: ICellRendererParams<CustomerRow, unknown, GridContext>) {
  if (!data) return <span className="muted">Loading…</span>;
  const login = data.seeker_name;
  if (!login) return <span className="muted">Unknown member</span>;
  return (
    <a
      href={`/my_customers/user/${encodeURIComponent(login)}/overview`}
      className="grid-cell-login"
      tabIndex={-1}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        context.openCustomer(login);
      }}
    >
      {login}
    </a>
  );
}

function chipCell(spec: ColumnSpec) {
  return function ChipCell({ data }: ICellRendererParams<CustomerRow>) {
    if (!data) return null;
    switch (spec.id) {
      case 'value':
        return <ValueChip tier={data.interval_earnings_group} />;
      case 'status':
        return <StatusChip status={data.lapse_status} />;
      case 'systemTags':
        return (
          <>
            {data.system_tags.map((tag) => (
              <SystemTagChip key={tag} tag={tag} />
            ))}
          </>
        );
      case 'userTags':
        return (
          <>
            {data.user_tags.map((tag) => (
              <UserTagChip key={tag} tag={tag} />
            ))}
          </>
        );
      case 'name':
      case 'mainSpend':
      case 'contactDays':
      case 'last90':
      case 'last365':
      case 'lifetime':
      case 'predicted90':
      case 'lapseRisk':
        return <>{spec.text(data)}</>;
    }
  };
}

const rowClassRules = {
  'row--selected': (params: { data?: CustomerRow | undefined }) =>
    params.data ? isSelected(useSelectionStore.getState().selection, params.data.seeker_id) : false,
};

interface GridContext {
  openCustomer(login: string): void;
}

function columnDefs(): ColDef<CustomerRow>[] {
  const select: ColDef<CustomerRow> = {
    colId: 'select',
    headerName: 'Select',
    headerComponent: SelectHeader,
    cellRenderer: SelectCell,
    width: 48,
    pinned: 'left',
    sortable: false,
    resizable: false,
    suppressMovable: true,
  };
  return [
    select,
    ...COLUMN_SPECS.map((spec): ColDef<CustomerRow> => {
      const def: ColDef<CustomerRow> = {
        colId: spec.id,
        headerName: spec.header,
        headerTooltip: spec.description,
        width: spec.width,
        // Never narrower than the widest cell; a long header wraps beside its sort badge.
        minWidth: spec.width,
        wrapHeaderText: true,
        autoHeaderHeight: true,
        sortable: Boolean(spec.sort),
        // Never unsorted: a click flips the direction (two columns at most, see nextSort).
        ...(spec.sort
          ? {
              sortingOrder:
                spec.sort === 'days_since_last_contact' ? ['asc', 'desc'] : ['desc', 'asc'],
            }
          : {}),
      };
      if (spec.id === 'name') return { ...def, cellRenderer: NameCell, pinned: 'left' };
      if (spec.money) {
        const field =
          spec.id === 'last90'
            ? 'skr_90D_earnings'
            : spec.id === 'last365'
              ? 'skr_365D_earnings'
              : spec.id === 'predicted90'
                ? 'predicted_90D_earnings'
                : 'skr_lt_earnings';
        return {
          ...def,
          valueGetter: (params) => params.data?.[field] ?? null,
          valueFormatter: (params) =>
            typeof params.value === 'number'
              ? formatCents(params.value)
              : spec.id === 'predicted90'
                ? '—'
                : '',
          type: 'rightAligned',
          cellClass: ['ag-right-aligned-cell', 'money'],
        };
      }
      if (spec.id === 'contactDays') {
        return {
          ...def,
          type: 'rightAligned',
          valueGetter: (params) => params.data?.days_since_last_contact ?? null,
          valueFormatter: (params) =>
            typeof params.value === 'number' ? String(params.value) : '—',
        };
      }
      if (spec.id === 'lapseRisk') {
        return {
          ...def,
          valueGetter: (params) => (params.data ? spec.text(params.data) : ''),
          cellClass: (params) =>
            params.data?.lapse_risk_level
              ? `lapse-risk lapse-risk--${params.data.lapse_risk_level.toLowerCase()}`
              : 'lapse-risk',
        };
      }
      if (spec.id === 'mainSpend') {
        return { ...def, valueGetter: (params) => (params.data ? spec.text(params.data) : '') };
      }
      const tags = spec.id === 'systemTags' || spec.id === 'userTags';
      // The tag columns share what is left of the width.
      return { ...def, cellRenderer: chipCell(spec), ...(tags ? { flex: 1 } : {}) };
    }),
  ];
}

function sortColumnOf(colId: string): CustomerSortColumn | undefined {
  return COLUMN_SPECS.find((spec) => spec.id === colId)?.sort;
}

function columnState(sort: readonly CustomerSortKey[]) {
  return sort
    .map((key, index) => {
      const spec = COLUMN_SPECS.find((s) => s.sort === key.column);
      return spec ? { colId: spec.id, sort: key.direction, sortIndex: index } : null;
    })
    .filter((state) => state !== null);
}

/**
 * The My Customers grid: AG Grid's Infinite Row Model with pagination (50 per page), sorting
 * done by the server (at most two columns, newest first), a checkbox column whose header
 * cycles none → page → all. The search lives in the URL; this component asks the server for
 * the page AG Grid needs, through the query client (so identical requests are shared).
 */
export const CustomersGrid = forwardRef<CustomersGridHandle, CustomersGridProps>(
  function CustomersGrid(
    { filters, sort, hiddenColumns, onSortChange, onOpenCustomer, asOf },
    ref,
  ) {
    const queryClient = useQueryClient();
    const api = useRef<GridApi<CustomerRow> | null>(null);
    const request = useRef({ filters, sort });
    const sortChange = useRef(onSortChange);
    const [error, setError] = useState<unknown>(null);
    const setPage = useSelectionStore((state) => state.setPage);
    useEffect(() => {
      sortChange.current = onSortChange;
    });

    // While the last page failed to load, the grid holds placeholder rows: count none of them.
    const failed = useRef(false);
    // The server's count of the search, never the grid's rows so far (none, or a block of 50,
    // at first); null until the search's first page answers.
    const counted = useRef<number | null>(null);
    const updatePageIds = () => {
      const grid = api.current;
      if (!grid) return;
      if (failed.current) {
        setPage([], 0);
        return;
      }
      const first = grid.paginationGetCurrentPage() * CUSTOMERS_PER_PAGE;
      const ids: string[] = [];
      for (let index = first; index < first + CUSTOMERS_PER_PAGE; index++) {
        const id = grid.getDisplayedRowAtIndex(index)?.data?.seeker_id;
        if (id) ids.push(id);
      }
      if (counted.current !== null) setPage(ids, counted.current);
    };
    const pageIdsRef = useRef(updatePageIds);
    useEffect(() => {
      pageIdsRef.current = updatePageIds;
    });

    const datasource = useMemo<IDatasource>(
      () => ({
        getRows(params) {
          const page = Math.floor(params.startRow / CUSTOMERS_PER_PAGE) + 1;
          const { filters: currentFilters, sort: currentSort } = request.current;
          const search = searchCustomersQuery({
            filters: currentFilters,
            sort: [...currentSort],
            page,
            ...(asOf ? { as_of: asOf } : {}),
          });
          // A day the server has refused (the as-of banner asked first, for the same entry) is
          // not asked again: asking would clear the banner's refusal until the second answer.
          const known = queryClient.getQueryState(search.queryKey);
          const refusal =
            asOf &&
            known?.status === 'error' &&
            known.fetchStatus === 'idle' &&
            fieldError(known.error, 'as_of')
              ? known.error
              : null;
          (refusal ? Promise.reject(refusal) : queryClient.query(search))
            .then((answer) => {
              failed.current = false;
              counted.current = answer.total_row_count;
              setError(null);
              params.successCallback(answer.customers, answer.total_row_count);
              window.setTimeout(() => {
                pageIdsRef.current();
              }, 0);
            })
            .catch((failure: unknown) => {
              failed.current = true;
              setError(failure);
              params.failCallback();
              pageIdsRef.current();
            });
        },
      }),
      [queryClient, asOf],
    );

    // A new search (filters or sort): back to page 1 with fresh rows.
    const searchKey = JSON.stringify({ filters, sort });
    const firstSearch = useRef(true);
    useEffect(() => {
      // A header click sorted the grid, which has reloaded for that sort already (and set
      // `request`): purging again would render every row a second time in the same click.
      const sortedByGrid = JSON.stringify(request.current) === searchKey;
      request.current = { filters, sort };
      if (firstSearch.current) {
        firstSearch.current = false;
        return;
      }
      if (sortedByGrid) return;
      const grid = api.current;
      if (!grid) return;
      counted.current = null;
      grid.applyColumnState({ state: columnState(sort), defaultState: { sort: null } });
      grid.paginationGoToFirstPage();
      grid.purgeInfiniteCache();
      // searchKey stands for filters and sort (compared by value, not by object identity).
    }, [searchKey]);

    useEffect(() => {
      const grid = api.current;
      if (!grid) return;
      grid.setColumnsVisible(
        COLUMN_SPECS.map((spec) => spec.id),
        true,
      );
      if (hiddenColumns.length > 0) grid.setColumnsVisible([...hiddenColumns], false);
    }, [hiddenColumns]);

    // Selected rows are tinted: the class rules run again on a refresh of the cells.
    useEffect(
      () =>
        useSelectionStore.subscribe((state, previous) => {
          if (state.selection !== previous.selection) api.current?.refreshCells();
        }),
      [],
    );

    useImperativeHandle(ref, () => ({
      refreshRows() {
        api.current?.refreshInfiniteCache();
      },
      pageIds() {
        return [...useSelectionStore.getState().pageIds];
      },
    }));

    /**
     * A new sort by `column`: the grid asks for it when it reloads (straight away), and the
     * address follows once it is on screen. Null when the column does not sort.
     */
    const sortBy = (column: CustomerSortColumn | undefined) => {
      if (!column) return null;
      const next = nextSort(request.current.sort, column);
      request.current = { ...request.current, sort: next };
      afterNextPaint(() => {
        sortChange.current(next);
      });
      return next;
    };

    // A header click or Enter: the header paints pressed first, then the grid sorts (and
    // reloads), then the address bar follows.
    const headerSort = useHeaderSort((colId) => {
      const grid = api.current;
      if (!grid) return;
      const next = sortBy(sortColumnOf(colId));
      if (next) grid.applyColumnState({ state: columnState(next), defaultState: { sort: null } });
    });

    const defs = useMemo(() => columnDefs(), []);
    const context = useMemo<GridContext>(
      () => ({
        openCustomer: onOpenCustomer,
      }),
      [onOpenCustomer],
    );

    return (
      <div
        className="grid-frame"
        style={{ height: 'max(440px, calc(100vh - 270px))' }}
        {...headerSort.frame}
      >
        {error ? (
          <ErrorState
            // A refused day is said once, inline in the as-of banner.
            error={asOf && fieldError(error, 'as_of') ? undefined : error}
            title="We could not load your customers."
            onRetry={() => {
              setError(null);
              api.current?.refreshInfiniteCache();
            }}
          />
        ) : null}
        <div style={{ height: error ? 0 : '100%', overflow: 'hidden' }}>
          <AgGridReact<CustomerRow>
            theme={theme}
            rowModelType="infinite"
            datasource={datasource}
            columnDefs={defs}
            defaultColDef={{ resizable: true, suppressHeaderMenuButton: true }}
            context={context}
            pagination
            paginationPageSize={CUSTOMERS_PER_PAGE}
            paginationPageSizeSelector={false}
            cacheBlockSize={CUSTOMERS_PER_PAGE}
            maxBlocksInCache={10}
            infiniteInitialRowCount={CUSTOMERS_PER_PAGE}
            getRowId={(params) => params.data.seeker_id}
            getRowClass={(params) =>
              params.data && !params.data.not_blocked ? 'row--blocked' : undefined
            }
            rowClassRules={rowClassRules}
            suppressMultiSort
            overlayNoRowsTemplate="<span>No customers match this search.</span>"
            onGridReady={(event: GridReadyEvent<CustomerRow>) => {
              api.current = event.api;
              event.api.applyColumnState({
                state: columnState(request.current.sort),
                defaultState: { sort: null },
              });
              if (hiddenColumns.length > 0) event.api.setColumnsVisible([...hiddenColumns], false);
            }}
            onColumnMoved={headerSort.onColumnDrag}
            onDragStopped={headerSort.onColumnDrag}
            onPaginationChanged={() => {
              pageIdsRef.current();
            }}
            onSortChanged={(event: SortChangedEvent<CustomerRow>) => {
              if (event.source === 'api') return;
              // A sort the grid made itself (a key AG Grid keeps): it has reloaded already.
              const clicked = event.columns?.find((column) => column.getSort());
              sortBy(clicked ? sortColumnOf(clicked.getColId()) : undefined);
            }}
            onCellKeyDown={(event: CellKeyDownEvent<CustomerRow>) => {
              const key = (event.event as KeyboardEvent | null)?.key;
              const id = event.data?.seeker_id;
              if (!id || (key !== ' ' && key !== 'Enter')) return;
              const colId = event.column.getColId();
              if (colId === 'select' || (key === ' ' && colId !== 'name')) {
                event.event?.preventDefault();
                useSelectionStore.getState().toggle(id);
              } else if (key === 'Enter' && event.data?.seeker_name) {
                onOpenCustomer(event.data.seeker_name);
              }
            }}
            onRowDoubleClicked={(event) => {
              if (event.data?.seeker_name) onOpenCustomer(event.data.seeker_name);
            }}
          />
        </div>
      </div>
    );
  },
);
