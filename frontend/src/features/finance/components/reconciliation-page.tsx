import {
  formatCents,
  RECONCILIATION_KIND_LABELS,
  RECONCILIATION_MAX_DAYS,
  type ReconciliationDifference,
  type ReconciliationLine,
} from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import {
  AllCommunityModule,
  type ColDef,
  type ICellRendererParams,
  ModuleRegistry,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo, useState } from 'react';
import { useReconciliation, useReconciliationRuns } from '../api/get-reconciliation';
import { addDays } from '../lib/reconciliation-search';
import { Pager } from '@/components/pager';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import './reconciliation.css';

ModuleRegistry.registerModules([AllCommunityModule]);

const PAGE_SIZE = 50;
const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

/**
 * The reconciliation screen (finance and auditors): a period's processor, ledger and read-model
 * figures side by side, green where they agree and red where they do not; every difference to
 * the cent with links to the events behind it; the daily job's last runs.
 */
export function ReconciliationPage({
  from,
  to,
  page,
  onChange,
}: {
  readonly from: string;
  readonly to: string;
  readonly page: number;
  readonly onChange: (next: { from: string; to: string; page: number }) => void;
}) {
  const report = useReconciliation({ from, to, page, pageSize: PAGE_SIZE });
  return (
    <div className="reconciliation">
      <PeriodPicker
        from={from}
        to={to}
        onApply={(period) => {
          onChange({ ...period, page: 1 });
        }}
      />
      {report.isPending ? (
        <Loading label="Reconciling..." />
      ) : report.isError ? (
        <ErrorState
          error={report.error}
          title="The reconciliation could not be run. Please try again."
          onRetry={() => {
            void report.refetch();
          }}
        />
      ) : (
        <>
          <p
            className={`reconciliation__verdict reconciliation__verdict--${report.data.status}`}
            role="status"
          >
            {report.data.status === 'green'
              ? `Processor, ledger and read models agree to the cent for ${from} – ${to}.`
              : `${String(report.data.total)} difference${report.data.total === 1 ? '' : 's'} found for ${from} – ${to}.`}
          </p>
          <Totals lines={report.data.lines} columns={report.data.columns} />
          <h2>Differences</h2>
          {report.data.total === 0 ? (
            <EmptyState title="No differences in this period." />
          ) : (
            <>
              <DifferencesGrid rows={report.data.differences} />
              <Pager
                label="Pages of differences"
                className="reconciliation__pager"
                page={page}
                pages={Math.max(1, Math.ceil(report.data.total / PAGE_SIZE))}
                onPage={(next) => {
                  onChange({ from, to, page: next });
                }}
              />
            </>
          )}
        </>
      )}
      <Runs />
    </div>
  );
}

function PeriodPicker({
  from,
  to,
  onApply,
}: {
  readonly from: string;
  readonly to: string;
  readonly onApply: (period: { from: string; to: string }) => void;
}) {
  const [draft, setDraft] = useState({ from, to });
  const days = (Date.parse(draft.to) - Date.parse(draft.from)) / 86_400_000 + 1;
  const problem =
    !draft.from || !draft.to
      ? 'Enter a date as YYYY-MM-DD.'
      : days < 1
        ? 'The end date must be on or after the start date.'
        : days > RECONCILIATION_MAX_DAYS
          ? `Choose a period of at most ${String(RECONCILIATION_MAX_DAYS)} days.`
          : null;
  return (
    <form
      className="reconciliation__period toolbar"
      onSubmit={(event) => {
        event.preventDefault();
        if (problem === null) onApply(draft);
      }}
    >
      <label>
        From (UTC)
        <input
          type="date"
          value={draft.from}
          max={draft.to}
          onChange={(event) => {
            setDraft({ ...draft, from: event.target.value });
          }}
        />
      </label>
      <label>
        To (UTC)
        <input
          type="date"
          value={draft.to}
          min={draft.from}
          max={draft.from ? addDays(draft.from, RECONCILIATION_MAX_DAYS - 1) : undefined}
          onChange={(event) => {
            setDraft({ ...draft, to: event.target.value });
          }}
        />
      </label>
      <button type="submit" className="button button--primary" disabled={problem !== null}>
        Reconcile
      </button>
      {problem ? (
        <span className="field-error" role="alert">
          {problem}
        </span>
      ) : null}
    </form>
  );
}

const COLUMN_LABELS = {
  processor: 'Processor',
  ledger: 'Ledger (events)',
  read_models: 'Read models',
};

function Totals({
  lines,
  columns,
}: {
  readonly lines: readonly ReconciliationLine[];
  readonly columns: Record<keyof typeof COLUMN_LABELS, 'green' | 'red'>;
}) {
  return (
    <div className="table-scroll">
      <table className="table reconciliation__totals">
        <thead>
          <tr>
            <th scope="col">Figure</th>
            {(Object.keys(COLUMN_LABELS) as (keyof typeof COLUMN_LABELS)[]).map((key) => (
              <th key={key} scope="col" className={`reconciliation__column--${columns[key]}`}>
                {COLUMN_LABELS[key]}{' '}
                <span className={`badge badge--${columns[key]}`}>
                  {columns[key] === 'green' ? 'agrees' : 'differs'}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} className={`reconciliation__line--${line.status}`}>
              <th scope="row">
                <span className="reconciliation__dot" aria-hidden="true" />
                {line.label}
                <span className="visually-hidden">
                  {line.status === 'match' ? ' (agrees)' : ' (differs)'}
                </span>
              </th>
              <td data-label={COLUMN_LABELS.processor}>{money(line.processor_cents)}</td>
              <td data-label={COLUMN_LABELS.ledger}>{money(line.ledger_cents)}</td>
              <td data-label={COLUMN_LABELS.read_models}>{money(line.read_models_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DifferencesGrid({ rows }: { readonly rows: ReconciliationDifference[] }) {
  const columns = useMemo<ColDef<ReconciliationDifference>[]>(
    () => [
      {
        headerName: 'Difference',
        field: 'kind',
        valueFormatter: (p) => (p.data ? RECONCILIATION_KIND_LABELS[p.data.kind] : ''),
        flex: 2,
        minWidth: 200,
        wrapText: true,
        autoHeight: true,
        tooltip: (p) => p.data?.detail,
      },
      {
        headerName: 'Subject',
        field: 'subject',
        flex: 1,
        minWidth: 150,
        tooltip: (p) => p.data?.subject,
      },
      {
        headerName: 'Flirt',
        field: 'flirt_id',
        width: 120,
        valueFormatter: (p) => String(p.value ?? '—'),
      },
      {
        headerName: 'Ledger',
        field: 'ledger_cents',
        width: 110,
        valueFormatter: (p) => formatCents(Number(p.value ?? 0)),
      },
      {
        headerName: 'Other side',
        field: 'other_cents',
        width: 120,
        valueFormatter: (p) => formatCents(Number(p.value ?? 0)),
        headerTooltip: 'The processor’s or the read models’ figure',
      },
      {
        headerName: 'Difference',
        colId: 'difference',
        field: 'difference_cents',
        width: 120,
        valueFormatter: (p) => formatCents(Number(p.value ?? 0)),
      },
      {
        headerName: 'When',
        field: 'at',
        width: 180,
        valueFormatter: (p) => String(p.value ?? '—'),
      },
      {
        headerName: 'Events',
        colId: 'events',
        flex: 1,
        minWidth: 180,
        sortable: false,
        autoHeight: true,
        cellRenderer: (p: ICellRendererParams<ReconciliationDifference>) => {
          const row = p.data;
          if (!row) return null;
          if (row.events.length === 0) return <span>none recorded</span>;
          return (
            <span className="reconciliation__events">
              {row.events.map((event) => (
                <Link
                  key={event.id}
                  to="/audit/console/events/$position"
                  params={{ position: event.position }}
                  title={`${event.type} in ${event.stream_id}`}
                >
                  {event.type} #{event.position}
                </Link>
              ))}
              {row.event_count > row.events.length
                ? ` and ${String(row.event_count - row.events.length)} more`
                : null}
            </span>
          );
        },
      },
    ],
    [],
  );
  return (
    <div className="ag-theme-quartz reconciliation__grid">
      <AgGridReact<ReconciliationDifference>
        rowData={rows}
        columnDefs={columns}
        getRowId={(p) => p.data.id}
        domLayout="autoHeight"
        tooltipShowDelay={300}
      />
    </div>
  );
}

function Runs() {
  const runs = useReconciliationRuns();
  return (
    <section className="reconciliation__runs">
      <h2>Last daily runs</h2>
      {runs.isPending ? (
        <Loading />
      ) : runs.isError ? (
        <ErrorState
          error={runs.error}
          title="The last runs could not be loaded. Please try again."
          onRetry={() => {
            void runs.refetch();
          }}
        />
      ) : runs.data.runs.length === 0 ? (
        <EmptyState title="The daily reconciliation has not run yet." />
      ) : (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Ran at</th>
                <th scope="col">Status</th>
                <th scope="col">Differences</th>
                <th scope="col">Amount</th>
                <th scope="col">Record</th>
              </tr>
            </thead>
            <tbody>
              {runs.data.runs.map((run) => (
                <tr key={run.run_id}>
                  <td>{run.from === run.to ? run.from : `${run.from} – ${run.to}`}</td>
                  <td>{run.ran_at}</td>
                  <td>
                    <span className={`badge badge--${run.status}`}>
                      {run.status === 'green' ? 'agrees' : 'differs'}
                    </span>
                  </td>
                  <td>{run.differences}</td>
                  <td>{formatCents(run.difference_cents)}</td>
                  <td>
                    <Link
                      to="/audit/console/events/$position"
                      params={{ position: run.event.position }}
                    >
                      Event #{run.event.position}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
