import type { AuditEventView } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import {
  type ColDef,
  type GridApi,
  type ICellRendererParams,
  type IDatasource,
  InfiniteRowModelModule,
  ModuleRegistry,
  RowApiModule,
  themeQuartz,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { type SyntheticEvent, useEffect, useMemo, useRef, useState } from 'react';
import { ErrorState } from '@/components/states';
import { browseEvents } from '../api/browse-events';
import {
  BlockCursors,
  type EventFilters,
  type EventsSearch,
  filtersOf,
  localToIso,
} from '../lib/browse-search';
import { formText } from '../lib/form-text';

ModuleRegistry.registerModules([InfiniteRowModelModule, RowApiModule]);

/** Rows per request: each request is one recorded audit query. */
const BLOCK = 100;

const theme = themeQuartz.withParams({
  accentColor: '#a3194f',
  borderColor: '#dcdfe5',
  browserColorScheme: 'light',
  fontFamily: 'inherit',
  fontSize: 13,
  headerBackgroundColor: '#f6f7f9',
  headerFontWeight: 600,
  rowHeight: 36,
});

function PositionCell({ data }: ICellRendererParams<AuditEventView>) {
  if (!data) return <span className="muted">Loading…</span>;
  return (
    <Link
      to="/audit/console/events/$position"
      params={{ position: data.position }}
      aria-label={`Event ${String(data.position)}, ${data.type}`}
    >
      {data.position}
    </Link>
  );
}

function StreamCell({ data }: ICellRendererParams<AuditEventView>) {
  if (!data) return null;
  return (
    <Link to="/audit/console/streams/$streamId" params={{ streamId: data.streamId }}>
      {data.streamId}
    </Link>
  );
}

const columns: ColDef<AuditEventView>[] = [
  { colId: 'position', headerName: 'Position', width: 110, cellRenderer: PositionCell },
  {
    colId: 'occurredAt',
    headerName: 'Occurred (UTC)',
    width: 210,
    valueGetter: (p) => p.data?.occurredAt ?? '',
  },
  { colId: 'type', headerName: 'Type', width: 200, valueGetter: (p) => p.data?.type ?? '' },
  { colId: 'stream', headerName: 'Stream', flex: 1, minWidth: 260, cellRenderer: StreamCell },
  { colId: 'revision', headerName: 'Rev', width: 80, valueGetter: (p) => p.data?.revision ?? '' },
  {
    colId: 'actor',
    headerName: 'Actor',
    width: 320,
    valueGetter: (p) => (p.data ? `${p.data.metadata.actor.role} ${p.data.metadata.actor.id}` : ''),
  },
  {
    colId: 'correlation',
    headerName: 'Correlation id',
    width: 300,
    valueGetter: (p) => p.data?.metadata.correlationId ?? '',
  },
];

function FilterForm({
  search,
  onSearch,
}: {
  readonly search: EventsSearch;
  readonly onSearch: (search: EventsSearch) => void;
}) {
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => {
      const text = formText(form, name);
      return text === '' ? undefined : text;
    };
    onSearch({
      types: value('types'),
      stream: value('stream'),
      streamPrefix: value('streamPrefix'),
      actor: value('actor'),
      correlationId: value('correlationId'),
      from: localToIso(formText(form, 'from')),
      to: localToIso(formText(form, 'to')),
      order: value('order') === 'asc' ? 'asc' : 'desc',
    });
  };
  // The form is re-keyed by the search, so its defaults follow the URL.
  return (
    <form className="audit-filters" onSubmit={submit} aria-label="Event filters">
      <label className="field">
        <span className="field__label">Event types</span>
        <input
          className="input"
          name="types"
          defaultValue={search.types ?? ''}
          placeholder="TipSent, Followed"
        />
      </label>
      <label className="field">
        <span className="field__label">Stream</span>
        <input className="input" name="stream" defaultValue={search.stream ?? ''} />
      </label>
      <label className="field">
        <span className="field__label">Stream prefix</span>
        <input
          className="input"
          name="streamPrefix"
          defaultValue={search.streamPrefix ?? ''}
          placeholder="tips-"
        />
      </label>
      <label className="field">
        <span className="field__label">Actor id</span>
        <input className="input" name="actor" defaultValue={search.actor ?? ''} />
      </label>
      <label className="field">
        <span className="field__label">Correlation id</span>
        <input className="input" name="correlationId" defaultValue={search.correlationId ?? ''} />
      </label>
      <label className="field">
        <span className="field__label">From</span>
        <input className="input" type="datetime-local" name="from" />
      </label>
      <label className="field">
        <span className="field__label">To</span>
        <input className="input" type="datetime-local" name="to" />
      </label>
      <label className="field">
        <span className="field__label">Order</span>
        <select className="select" name="order" defaultValue={search.order ?? 'desc'}>
          <option value="desc">Newest first</option>
          <option value="asc">Oldest first</option>
        </select>
      </label>
      <div className="audit-filters__actions">
        <button type="submit" className="button button--primary">
          Search
        </button>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            onSearch({});
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}

/**
 * The event browser: the global log in AG Grid's Infinite Row Model, one recorded request per
 * block of 100 rows, paged by the API's cursors (a block far down is reached by walking the
 * cursors from the nearest block already loaded). Filters live in the URL.
 */
export function EventsBrowser({
  search,
  onSearch,
}: {
  readonly search: EventsSearch;
  readonly onSearch: (search: EventsSearch) => void;
}) {
  const filters = useMemo<EventFilters>(() => filtersOf(search), [search]);
  const request = useRef({ filters, cursors: new BlockCursors(BLOCK) });
  const grid = useRef<GridApi<AuditEventView> | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [total, setTotal] = useState<number | null>(null);

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows(params) {
        const { filters: current, cursors } = request.current;
        void (async () => {
          let start = cursors.nearest(params.startRow);
          let cursor = cursors.at(start) ?? null;
          for (;;) {
            const page = await browseEvents(current, { cursor, limit: BLOCK });
            cursors.loaded(start, page.next);
            if (start >= params.startRow || page.next === null) {
              const rows = start >= params.startRow ? page.events : [];
              const last = page.next === null ? start + page.events.length : undefined;
              if (last !== undefined) setTotal(last);
              params.successCallback([...rows], last);
              return;
            }
            start += BLOCK;
            cursor = page.next;
          }
        })().then(
          () => {
            setError(null);
          },
          (failure: unknown) => {
            setError(failure);
            params.failCallback();
          },
        );
      },
    }),
    [],
  );

  const searchKey = JSON.stringify(filters);
  const first = useRef(true);
  useEffect(() => {
    request.current = { filters, cursors: new BlockCursors(BLOCK) };
    if (first.current) {
      first.current = false;
      return;
    }
    setTotal(null);
    grid.current?.purgeInfiniteCache();
    // searchKey stands for the filters (compared by value).
  }, [searchKey]);

  return (
    <section aria-labelledby="events-heading">
      <h2 id="events-heading" className="visually-hidden">
        Event log
      </h2>
      <FilterForm key={searchKey} search={search} onSearch={onSearch} />
      <p className="muted audit-note" aria-live="polite">
        {total === null
          ? 'Scroll to load more; every page you load is recorded in your audit stream.'
          : `${total.toLocaleString('en-US')} matching events.`}
      </p>
      {error ? (
        <ErrorState
          error={error}
          title="We could not load the events."
          onRetry={() => {
            setError(null);
            grid.current?.refreshInfiniteCache();
          }}
        />
      ) : null}
      <div className="grid-frame" style={{ height: 'max(420px, calc(100vh - 420px))' }}>
        <AgGridReact<AuditEventView>
          theme={theme}
          rowModelType="infinite"
          datasource={datasource}
          columnDefs={columns}
          defaultColDef={{ resizable: true, sortable: false, suppressHeaderMenuButton: true }}
          cacheBlockSize={BLOCK}
          maxBlocksInCache={20}
          infiniteInitialRowCount={1}
          getRowId={(params) => String(params.data.position)}
          onGridReady={(event) => {
            grid.current = event.api;
          }}
        />
      </div>
    </section>
  );
}
