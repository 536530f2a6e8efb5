import {
  centsToDecimal,
  type FinancePayeeRow,
  formatCents,
  JURISDICTION_NAMES,
} from '@flirtwire/contracts';
import {
  AllCommunityModule,
  type ColDef,
  type ICellRendererParams,
  ModuleRegistry,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo, useRef, useState } from 'react';
import { ErrorState, Loading } from '@/components/states';
import { downloadText } from '../lib/download';
import {
  correctForm,
  exportFiling,
  generateForms,
  issueForm,
  revealTaxId,
  useFinanceAction,
  useForms,
  usePayees,
  useThresholds,
} from '../api/finance';

ModuleRegistry.registerModules([AllCommunityModule]);

const YEARS = (now: number) => Array.from({ length: now - 2020 }, (_, i) => now - i);

/**
 * The finance console: a tax year's payees over each threshold and why, form statuses, issue,
 * correct (issued and current figures side by side), reveal with a reason (recorded), export.
 */
export function FinanceConsole() {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear - 1);
  const payees = usePayees(year);
  const forms = useForms(year);
  const thresholds = useThresholds(year);
  const grid = useRef<AgGridReact<FinancePayeeRow>>(null);
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const [report, setReport] = useState<string | null>(null);
  const generate = useFinanceAction(generateForms);
  const issue = useFinanceAction(issueForm);
  const correct = useFinanceAction(correctForm);
  const reveal = useFinanceAction(async (payeeId: string) => {
    const reason = window.prompt('Why do you need to see this tax id? (recorded)');
    if (!reason) return;
    const answer = await revealTaxId(payeeId, reason);
    setRevealed((r) => ({ ...r, [payeeId]: answer.tax_id ?? 'erased (unrecoverable)' }));
  });
  const exportFile = useFinanceAction(async (y: number) => {
    const file = await exportFiling(y);
    setReport(
      `${file.file_name}: ${file.report.valid ? 'valid' : 'NOT valid'}, ${file.report.payees} payees. ${[...file.report.errors, ...file.report.warnings].join(' ')}`,
    );
    downloadText(file.file_name, file.content, file.media_type);
  });

  const columns = useMemo<ColDef<FinancePayeeRow>[]>(
    () => [
      { headerName: 'Accounts', valueGetter: (p) => p.data?.logins.join(', '), flex: 2 },
      { headerName: 'Tax id', field: 'tax_id' },
      { headerName: 'State', field: 'state', width: 90 },
      {
        headerName: 'Gross (1a)',
        field: 'gross_cents',
        valueFormatter: (p) => formatCents(Number(p.value ?? 0)),
      },
      { headerName: 'Transactions (3)', field: 'transactions' },
      {
        headerName: 'Thresholds crossed',
        valueGetter: (p) => p.data?.crossed.map((j) => JURISDICTION_NAMES[j]).join(', '),
        tooltip: (p) => p.data?.why.join('\n'),
        flex: 2,
      },
      { headerName: 'Federal filing', field: 'federal_filing', width: 120 },
      { headerName: 'Form', field: 'status' },
      {
        headerName: 'Issued gross',
        field: 'issued_gross_cents',
        valueFormatter: (p) => (p.value == null ? '' : formatCents(Number(p.value))),
      },
      {
        headerName: 'Actions',
        flex: 2,
        cellRenderer: (p: ICellRendererParams<FinancePayeeRow>) => {
          const row = p.data;
          if (!row) return null;
          const primary = row.payee_ids[0] ?? '';
          return (
            <span className="grid-actions">
              {row.status === 'draft' && row.form_id ? (
                <button
                  type="button"
                  onClick={() => {
                    issue.mutate(row.form_id ?? '');
                  }}
                >
                  Issue
                </button>
              ) : null}
              {row.status === 'correction_needed' && row.form_id ? (
                <button
                  type="button"
                  onClick={() => {
                    correct.mutate(row.form_id ?? '');
                  }}
                >
                  Correct
                </button>
              ) : null}
              {row.tax_id ? (
                <button
                  type="button"
                  onClick={() => {
                    reveal.mutate(primary);
                  }}
                >
                  {revealed[primary] ?? 'Reveal'}
                </button>
              ) : null}
            </span>
          );
        },
      },
    ],
    [issue, correct, reveal, revealed],
  );

  return (
    <section className="page finance-console">
      <div className="page-header">
        <h1>Finance console</h1>
        <label>
          Tax year{' '}
          <select
            value={year}
            onChange={(e) => {
              setYear(Number(e.target.value));
            }}
            aria-label="Tax year"
          >
            {YEARS(thisYear).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() => {
            generate.mutate(year);
          }}
          disabled={generate.isPending}
        >
          Generate forms
        </button>
        <button
          type="button"
          onClick={() => {
            exportFile.mutate(year);
          }}
        >
          Export IRS file ({year <= 2025 ? 'FIRE' : 'IRIS'})
        </button>
        <button
          type="button"
          onClick={() => grid.current?.api.exportDataAsCsv({ fileName: `payees-${year}.csv` })}
        >
          Export CSV
        </button>
      </div>
      {report ? <p role="status">{report}</p> : null}
      {payees.isPending ? (
        <Loading />
      ) : payees.isError ? (
        <ErrorState title="Payees could not be loaded." />
      ) : (
        <div className="ag-theme-quartz" style={{ height: 420 }}>
          <AgGridReact<FinancePayeeRow>
            ref={grid}
            rowData={payees.data}
            columnDefs={columns}
            getRowId={(p) => p.data.filing_key}
            pagination
            paginationPageSize={50}
          />
        </div>
      )}
      <h2>Forms</h2>
      <table className="table">
        <thead>
          <tr>
            <th>Form</th>
            <th>Status</th>
            <th>Tax id</th>
            <th>Issued 1a</th>
            <th>Current 1a</th>
            <th>Issued 3</th>
            <th>Current 3</th>
          </tr>
        </thead>
        <tbody>
          {(forms.data ?? []).map((f) => (
            <tr key={f.id} className={f.differs ? 'row--differs' : undefined}>
              <td>
                {f.corrected ? 'Corrected ' : ''}1099-K {f.id.slice(-6)}
              </td>
              <td>{f.status}</td>
              <td>{f.tax_id}</td>
              <td>${centsToDecimal(f.figures.grossCents)}</td>
              <td>${centsToDecimal(f.current.grossCents)}</td>
              <td>{f.figures.transactions}</td>
              <td>{f.current.transactions}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Thresholds {year}</h2>
      <ul>
        {(thresholds.data ?? []).map((t) => (
          <li key={t.jurisdiction}>
            {JURISDICTION_NAMES[t.jurisdiction]}:{' '}
            {t.grossComparison === 'at_least' ? 'at least' : 'more than'}{' '}
            {formatCents(t.minGrossCents)}
            {t.minTransactions > 0 || t.transactionsComparison === 'more_than'
              ? ` and ${t.transactionsComparison === 'at_least' ? 'at least' : 'more than'} ${t.minTransactions} transactions`
              : ''}
            {t.edited ? ' (edited)' : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
