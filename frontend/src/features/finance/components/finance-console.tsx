import {
  type FinanceFormView,
  type FinancePayeeRow,
  formatCents,
  JURISDICTION_NAMES,
  type ThresholdView,
} from '@flirtwire/contracts';
import type { AgGridReact } from 'ag-grid-react';
import { useRef, useState } from 'react';
import { FormError } from '@/components/field';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { useCorrectForm } from '../api/correct-form';
import { useExportFiling } from '../api/export-filing';
import { useGenerateForms } from '../api/generate-forms';
import { useForms } from '../api/get-forms';
import { usePayees } from '../api/get-payees';
import { useThresholds } from '../api/get-thresholds';
import { useIssueForm } from '../api/issue-form';
import { describeThreshold } from '../lib/describe-threshold';
import { downloadText } from '../lib/download';
import { PayeesGrid } from './payees-grid';
import { RevealDialog, type RevealTarget } from './reveal-dialog';
import { ThresholdDialog } from './threshold-dialog';
import { TraceDialog } from './trace-dialog';

const YEARS = (now: number) => Array.from({ length: now - 2020 }, (_, i) => now - i);

/**
 * The finance console: a tax year's payees over each threshold and why, form statuses, issue,
 * correct (issued and current figures side by side), reveal with a reason (recorded), the
 * events behind every box, and the IRS export. The year is the route's (`?year=`).
 */
export function FinanceConsole({
  year,
  onYearChange,
}: {
  readonly year: number;
  readonly onYearChange: (year: number) => void;
}) {
  const thisYear = new Date().getFullYear();
  const payees = usePayees(year);
  const forms = useForms(year);
  const thresholds = useThresholds(year);
  const grid = useRef<AgGridReact<FinancePayeeRow>>(null);
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const [revealing, setRevealing] = useState<RevealTarget | null>(null);
  const [tracing, setTracing] = useState<FinanceFormView | null>(null);
  const [editing, setEditing] = useState<ThresholdView | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const generate = useGenerateForms();
  const issue = useIssueForm();
  const correct = useCorrectForm();
  const exportFile = useExportFiling();
  const failed = [generate, issue, correct, exportFile].find((action) => action.isError)?.error;

  return (
    <section className="page finance-console">
      <div className="page-header">
        <h1>Finance console</h1>
      </div>
      <div className="toolbar">
        <label className="finance-console__year">
          Tax year{' '}
          <select
            className="select"
            value={year}
            onChange={(e) => {
              onYearChange(Number(e.target.value));
              setStatus(null);
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
          className="button button--primary"
          onClick={() => {
            generate.mutate(year, {
              onSuccess: (r) => {
                setStatus(
                  r.drafted === 1 ? 'Drafted 1 form.' : `Drafted ${String(r.drafted)} forms.`,
                );
              },
            });
          }}
          disabled={generate.isPending}
        >
          Generate forms
        </button>
        <button
          type="button"
          className="button"
          disabled={exportFile.isPending}
          onClick={() => {
            exportFile.mutate(year, {
              onSuccess: (file) => {
                setStatus(
                  `${file.file_name}: ${file.report.valid ? 'valid' : 'NOT valid'}, ${String(file.report.payees)} payees. ${[...file.report.errors, ...file.report.warnings].join(' ')}`,
                );
                downloadText(file.file_name, file.content, file.media_type);
              },
            });
          }}
        >
          Export IRS file ({year <= 2025 ? 'FIRE' : 'IRIS'})
        </button>
        <button
          type="button"
          className="button"
          onClick={() => grid.current?.api.exportDataAsCsv({ fileName: `payees-${year}.csv` })}
        >
          Export CSV
        </button>
      </div>
      {status ? (
        <p role="status" className="notice notice--info">
          {status}
        </p>
      ) : null}
      <FormError message={failed instanceof Error ? failed.message : null} />
      <h2>Payees {year}</h2>
      <p className="finance-console__note">
        Form 1099-K is only for payees eligible to work in the US (taxable status US eligible or
        company). Payees who are not US taxpayers get no 1099-K: payments to foreign persons are
        reported on Form 1042-S, which this console does not issue.
      </p>
      {payees.isPending ? (
        <Loading />
      ) : payees.isError ? (
        <ErrorState error={payees.error} title="Payees could not be loaded." />
      ) : payees.data.length === 0 ? (
        <EmptyState title={`No payee was paid in ${String(year)}.`} />
      ) : (
        <PayeesGrid
          rows={payees.data}
          revealed={revealed}
          onIssue={issue.mutate}
          onCorrect={correct.mutate}
          onReveal={setRevealing}
          gridRef={grid}
        />
      )}
      <h2>Forms {year}</h2>
      {forms.isPending ? (
        <Loading />
      ) : forms.isError ? (
        <ErrorState error={forms.error} title="Forms could not be loaded." />
      ) : forms.data.length === 0 ? (
        <EmptyState title={`No forms for ${String(year)} yet.`}>
          Generate forms to draft them from the ledger for every payee over a threshold.
        </EmptyState>
      ) : (
        <div className="table-scroll">
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
                <th>Boxes</th>
              </tr>
            </thead>
            <tbody>
              {forms.data.map((f) => (
                <tr
                  key={f.id}
                  className={f.differs || f.payee_changed ? 'row--differs' : undefined}
                >
                  <td>
                    {f.corrected ? 'Corrected ' : ''}1099-K {f.id.slice(-6)}
                  </td>
                  <td>
                    {f.status}
                    {f.payee_changed ? ' (payee details changed)' : ''}
                  </td>
                  <td>{f.tax_id}</td>
                  <td>{formatCents(f.figures.grossCents)}</td>
                  <td>{formatCents(f.current.grossCents)}</td>
                  <td>{f.figures.transactions}</td>
                  <td>{f.current.transactions}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--small button--quiet"
                      onClick={() => {
                        setTracing(f);
                      }}
                    >
                      Trace
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2>Thresholds {year}</h2>
      {thresholds.isPending ? (
        <Loading />
      ) : thresholds.isError ? (
        <ErrorState error={thresholds.error} title="Thresholds could not be loaded." />
      ) : (
        <div className="table-scroll">
          <table className="table finance-console__thresholds">
            <thead>
              <tr>
                <th>Jurisdiction</th>
                <th>A form when</th>
                <th>Note</th>
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {thresholds.data.map((t) => (
                <tr key={t.jurisdiction}>
                  <td>{JURISDICTION_NAMES[t.jurisdiction]}</td>
                  <td>
                    {describeThreshold(t)}
                    {t.edited ? ' (edited)' : ''}
                  </td>
                  <td>{t.note}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={`Edit ${JURISDICTION_NAMES[t.jurisdiction]} threshold`}
                      onClick={() => {
                        setEditing(t);
                      }}
                    >
                      Edit
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {revealing ? (
        <RevealDialog
          target={revealing}
          onClose={() => {
            setRevealing(null);
          }}
          onRevealed={(taxId) => {
            setRevealed((r) => ({ ...r, [revealing.payeeId]: taxId }));
          }}
        />
      ) : null}
      {editing ? (
        <ThresholdDialog
          year={year}
          threshold={editing}
          onClose={() => {
            setEditing(null);
          }}
          onSaved={(name) => {
            setEditing(null);
            setStatus(`${name} threshold for ${String(year)} saved.`);
          }}
        />
      ) : null}
      {tracing ? (
        <TraceDialog
          form={tracing}
          onClose={() => {
            setTracing(null);
          }}
        />
      ) : null}
    </section>
  );
}
