import {
  boxTitle,
  centsToDecimal,
  FORM_1099K_BOXES,
  type Comparison,
  type FinanceFormView,
  type FinancePayeeRow,
  formatCents,
  JURISDICTION_NAMES,
  TAXABLE_STATUS_LABELS,
  type ThresholdView,
} from '@flirtwire/contracts';
import {
  AllCommunityModule,
  type ColDef,
  type ICellRendererParams,
  ModuleRegistry,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useId, useMemo, useRef, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { FormError, TextField } from '@/components/field';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { ApiRequestError, fieldError } from '@/lib/api-client';
import { downloadText } from '../lib/download';
import {
  correctForm,
  exportFiling,
  generateForms,
  issueForm,
  revealTaxId,
  setThreshold,
  useFinanceAction,
  useForms,
  useFormTrace,
  usePayees,
  useThresholds,
} from '../api/finance';

ModuleRegistry.registerModules([AllCommunityModule]);

const YEARS = (now: number) => Array.from({ length: now - 2020 }, (_, i) => now - i);

const STATUS_LABELS: Record<FinancePayeeRow['status'], string> = {
  none: 'no form',
  draft: 'draft',
  issued: 'issued',
  correction_needed: 'correction needed',
};

const CORRECTION_LABELS: Record<FinancePayeeRow['correction_reasons'][number], string> = {
  figures: 'figures changed',
  payee: 'payee details changed',
};

interface RevealTarget {
  readonly payeeId: string;
  readonly who: string;
  readonly formId: string | null;
}

/**
 * The finance console: a tax year's payees over each threshold and why, form statuses, issue,
 * correct (issued and current figures side by side), reveal with a reason (recorded), the
 * events behind every box, and the IRS export.
 */
export function FinanceConsole() {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear - 1);
  const payees = usePayees(year);
  const forms = useForms(year);
  const thresholds = useThresholds(year);
  const grid = useRef<AgGridReact<FinancePayeeRow>>(null);
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const [revealing, setRevealing] = useState<RevealTarget | null>(null);
  const [tracing, setTracing] = useState<FinanceFormView | null>(null);
  const [editing, setEditing] = useState<ThresholdView | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const generate = useFinanceAction(generateForms);
  const issue = useFinanceAction(issueForm);
  const correct = useFinanceAction(correctForm);
  const exportFile = useFinanceAction(exportFiling);
  const failed = [generate, issue, correct, exportFile].find((action) => action.isError)?.error;

  const columns = useMemo<ColDef<FinancePayeeRow>[]>(
    () => [
      {
        headerName: 'Accounts',
        valueGetter: (p) => p.data?.logins.join(', '),
        flex: 1,
        minWidth: 150,
        wrapText: true,
        autoHeight: true,
      },
      { headerName: 'Tax id', field: 'tax_id', width: 115 },
      { headerName: 'Country', field: 'country', width: 90 },
      {
        headerName: 'Taxable status',
        field: 'taxable_status',
        valueFormatter: (p) =>
          p.value == null
            ? 'no payout info'
            : (TAXABLE_STATUS_LABELS[Number(p.value)] ?? String(p.value)),
        width: 130,
      },
      { headerName: 'State', field: 'state', width: 75 },
      {
        headerName: 'Gross (1a)',
        field: 'gross_cents',
        valueFormatter: (p) => formatCents(Number(p.value ?? 0)),
        width: 120,
      },
      {
        headerName: 'Txns (3)',
        headerTooltip: 'Box 3: number of payment transactions',
        field: 'transactions',
        width: 95,
      },
      {
        headerName: 'Thresholds crossed',
        valueGetter: (p) => p.data?.crossed.map((j) => JURISDICTION_NAMES[j]).join(', ') || 'none',
        tooltip: (p) => p.data?.why.join('\n'),
        flex: 2,
        minWidth: 180,
        wrapText: true,
        autoHeight: true,
      },
      {
        headerName: 'IRS filing',
        headerTooltip: 'Federal filing minimum crossed: the form goes to the IRS',
        field: 'federal_filing',
        cellDataType: 'text',
        valueFormatter: (p) => (p.value ? 'yes' : 'no'),
        width: 115,
      },
      {
        headerName: 'Form',
        field: 'status',
        valueGetter: (p) => {
          const row = p.data;
          if (!row) return '';
          const label = STATUS_LABELS[row.status];
          if (row.status === 'correction_needed') {
            return `${label} (${row.correction_reasons.map((r) => CORRECTION_LABELS[r]).join(', ')})`;
          }
          return row.no_form_reason ? `${label}: ${row.no_form_reason}` : label;
        },
        tooltip: (p) => p.data?.no_form_reason ?? undefined,
        flex: 2,
        minWidth: 200,
        wrapText: true,
        autoHeight: true,
      },
      {
        headerName: 'Issued gross',
        field: 'issued_gross_cents',
        valueFormatter: (p) => (p.value == null ? '' : formatCents(Number(p.value))),
        width: 120,
      },
      {
        headerName: 'Actions',
        colId: 'actions',
        width: 190,
        sortable: false,
        cellRenderer: (p: ICellRendererParams<FinancePayeeRow>) => {
          const row = p.data;
          if (!row) return null;
          const primary = row.payee_ids[0] ?? '';
          const formId = row.form_id;
          return (
            <span className="grid-actions">
              {row.status === 'draft' && formId ? (
                <button
                  type="button"
                  className="button button--small button--primary"
                  onClick={() => {
                    issue.mutate(formId);
                  }}
                >
                  Issue
                </button>
              ) : null}
              {row.status === 'correction_needed' && formId ? (
                <button
                  type="button"
                  className="button button--small button--primary"
                  onClick={() => {
                    correct.mutate(formId);
                  }}
                >
                  Correct
                </button>
              ) : null}
              {row.tax_id && revealed[primary] ? (
                <span className="grid-actions__revealed" aria-label="Tax id in clear">
                  {revealed[primary]}
                </span>
              ) : row.tax_id ? (
                <button
                  type="button"
                  className="button button--small"
                  onClick={() => {
                    setRevealing({ payeeId: primary, who: row.logins.join(', '), formId });
                  }}
                >
                  Reveal
                </button>
              ) : null}
            </span>
          );
        },
      },
    ],
    [issue, correct, revealed],
  );

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
              setYear(Number(e.target.value));
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
        <div className="ag-theme-quartz finance-console__grid">
          <AgGridReact<FinancePayeeRow>
            ref={grid}
            rowData={payees.data}
            columnDefs={columns}
            getRowId={(p) => p.data.filing_key}
            domLayout="autoHeight"
            pagination
            paginationPageSize={50}
            paginationPageSizeSelector={false}
            tooltipShowDelay={300}
          />
        </div>
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
              <tr key={f.id} className={f.differs || f.payee_changed ? 'row--differs' : undefined}>
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
      )}
      <h2>Thresholds {year}</h2>
      {thresholds.isPending ? (
        <Loading />
      ) : thresholds.isError ? (
        <ErrorState error={thresholds.error} title="Thresholds could not be loaded." />
      ) : (
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

const COMPARISON_LABELS: Record<Comparison, string> = {
  at_least: 'at least',
  more_than: 'more than',
};

function describeThreshold(t: ThresholdView): string {
  const gross = `gross ${COMPARISON_LABELS[t.grossComparison]} ${formatCents(t.minGrossCents)}`;
  return t.minTransactions > 0 || t.transactionsComparison === 'more_than'
    ? `${gross} and ${COMPARISON_LABELS[t.transactionsComparison]} ${String(t.minTransactions)} transactions`
    : gross;
}

/** A labelled "at least / more than" choice. */
function ComparisonField({
  label,
  value,
  onChange,
}: {
  readonly label: string;
  readonly value: Comparison;
  readonly onChange: (value: Comparison) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(event) => {
          onChange(event.target.value === 'more_than' ? 'more_than' : 'at_least');
        }}
      >
        <option value="at_least">at least</option>
        <option value="more_than">more than</option>
      </select>
    </div>
  );
}

/**
 * Edits one year's threshold for one jurisdiction (PUT /finance/thresholds/{year}/{jurisdiction});
 * the API's messages show at their fields, and the payees are read again after the save.
 */
function ThresholdDialog({
  year,
  threshold,
  onClose,
  onSaved,
}: {
  readonly year: number;
  readonly threshold: ThresholdView;
  readonly onClose: () => void;
  readonly onSaved: (name: string) => void;
}) {
  const name = JURISDICTION_NAMES[threshold.jurisdiction];
  const [minGross, setMinGross] = useState(centsToDecimal(threshold.minGrossCents));
  const [grossComparison, setGrossComparison] = useState(threshold.grossComparison);
  const [minTransactions, setMinTransactions] = useState(String(threshold.minTransactions));
  const [transactionsComparison, setTransactionsComparison] = useState(
    threshold.transactionsComparison,
  );
  const [note, setNote] = useState(threshold.note);
  const noteId = useId();
  const save = useFinanceAction(setThreshold, { silent: true });
  const errors = {
    minGross: fieldError(save.error, 'min_gross'),
    minTransactions: fieldError(save.error, 'min_transactions'),
    note: fieldError(save.error, 'note'),
  };
  const other =
    save.error instanceof ApiRequestError &&
    !errors.minGross &&
    !errors.minTransactions &&
    !errors.note
      ? save.error.message
      : null;
  return (
    <Dialog
      open
      title={`${name} threshold ${String(year)}`}
      onClose={onClose}
      description="A payee crosses the threshold when both the gross (box 1a) and the transaction count (box 3) pass it."
      actions={
        <>
          <button type="button" className="button button--quiet" onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="edit-threshold"
            className="button button--primary"
            disabled={save.isPending}
          >
            Save
          </button>
        </>
      }
    >
      <form
        id="edit-threshold"
        className="threshold-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const count = minTransactions.trim();
          save.mutate(
            {
              year,
              jurisdiction: threshold.jurisdiction,
              body: {
                min_gross: minGross.trim(),
                gross_comparison: grossComparison,
                min_transactions: /^\d{1,7}$/.test(count) ? Number(count) : count,
                transactions_comparison: transactionsComparison,
                note,
              },
            },
            {
              onSuccess: () => {
                onSaved(name);
              },
            },
          );
        }}
      >
        <div className="threshold-form__row">
          <ComparisonField label="Gross" value={grossComparison} onChange={setGrossComparison} />
          <TextField
            label="Minimum gross ($)"
            inputMode="decimal"
            data-autofocus
            value={minGross}
            error={errors.minGross}
            onChange={(event) => {
              setMinGross(event.target.value);
            }}
          />
        </div>
        <div className="threshold-form__row">
          <ComparisonField
            label="Transactions"
            value={transactionsComparison}
            onChange={setTransactionsComparison}
          />
          <TextField
            label="Minimum transactions"
            inputMode="numeric"
            value={minTransactions}
            error={errors.minTransactions}
            onChange={(event) => {
              setMinTransactions(event.target.value);
            }}
          />
        </div>
        <div className={`field ${errors.note ? 'field--invalid' : ''}`}>
          <label htmlFor={noteId} className="field__label">
            Note (why it changed)
          </label>
          <textarea
            id={noteId}
            className="textarea"
            rows={2}
            value={note}
            aria-invalid={errors.note ? true : undefined}
            {...(errors.note ? { 'aria-describedby': `${noteId}-error` } : {})}
            onChange={(event) => {
              setNote(event.target.value);
            }}
          />
          {errors.note ? (
            <p id={`${noteId}-error`} className="field__error" role="alert">
              {errors.note}
            </p>
          ) : null}
        </div>
        <FormError message={other} />
      </form>
    </Dialog>
  );
}

/** Asks why, then shows the tax id in clear; the reveal is recorded with who and why. */
function RevealDialog({
  target,
  onClose,
  onRevealed,
}: {
  readonly target: RevealTarget;
  readonly onClose: () => void;
  readonly onRevealed: (taxId: string) => void;
}) {
  const [reason, setReason] = useState('');
  const reveal = useFinanceAction(revealTaxId, { silent: true });
  const reasonError = fieldError(reveal.error, 'reason');
  const answer = reveal.data;
  const clear = answer ? (answer.tax_id ?? 'erased (unrecoverable)') : null;
  return (
    <Dialog
      open
      title="Reveal tax id"
      onClose={onClose}
      description={`${target.who}: each reveal is recorded with your name and your reason.`}
      actions={
        clear ? (
          <button type="button" className="button button--primary" onClick={onClose} autoFocus>
            Done
          </button>
        ) : (
          <>
            <button type="button" className="button button--quiet" onClick={onClose}>
              Cancel
            </button>
            <button
              type="submit"
              form="reveal-tax-id"
              className="button button--primary"
              disabled={reveal.isPending}
            >
              Reveal
            </button>
          </>
        )
      }
    >
      {clear ? (
        <p className="reveal__answer">
          Tax id: <strong>{clear}</strong>
        </p>
      ) : (
        <form
          id="reveal-tax-id"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            reveal.mutate(
              { payeeId: target.payeeId, reason, formId: target.formId },
              {
                onSuccess: (r) => {
                  onRevealed(r.tax_id ?? 'erased (unrecoverable)');
                },
              },
            );
          }}
        >
          <div className={`field ${reasonError ? 'field--invalid' : ''}`}>
            <label htmlFor="reveal-reason" className="field__label">
              Reason
            </label>
            <textarea
              id="reveal-reason"
              className="textarea"
              rows={3}
              maxLength={500}
              value={reason}
              data-autofocus
              aria-invalid={reasonError ? true : undefined}
              {...(reasonError ? { 'aria-describedby': 'reveal-reason-error' } : {})}
              onChange={(event) => {
                setReason(event.target.value);
              }}
            />
            {reasonError ? (
              <p id="reveal-reason-error" className="field__error" role="alert">
                {reasonError}
              </p>
            ) : null}
          </div>
          <FormError
            message={
              reveal.error instanceof ApiRequestError && !reasonError ? reveal.error.message : null
            }
          />
        </form>
      )}
    </Dialog>
  );
}

/** The events behind every box of a form (GET /finance/tax_forms/{id}/trace). */
function TraceDialog({
  form,
  onClose,
}: {
  readonly form: FinanceFormView;
  readonly onClose: () => void;
}) {
  const trace = useFormTrace(form.id);
  return (
    <Dialog
      open
      width={760}
      title={`Events behind ${form.corrected ? 'corrected ' : ''}1099-K ${form.id.slice(-6)}`}
      onClose={onClose}
    >
      {trace.isPending ? (
        <Loading />
      ) : trace.isError ? (
        <ErrorState error={trace.error} title="The trace could not be loaded." />
      ) : (
        <>
          <p role="status">
            {trace.data.matches_form
              ? 'The events add up to every box of the form.'
              : 'The events do NOT add up to the form.'}
          </p>
          <table className="table table--compact" aria-label="Boxes">
            <thead>
              <tr>
                <th>Box</th>
                <th>Amount</th>
                <th>Events</th>
              </tr>
            </thead>
            <tbody>
              {FORM_1099K_BOXES.map((box) => {
                const figures = trace.data.boxes[box.key];
                return (
                  <tr key={box.key}>
                    <td>{boxTitle(box)}</td>
                    <td>{box.key === '3' ? '' : formatCents(figures.amount_cents)}</td>
                    <td>{figures.count}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <h3>Events ({trace.data.entries.length})</h3>
          <div className="trace__entries">
            <table className="table table--compact">
              <thead>
                <tr>
                  <th>Position</th>
                  <th>Event</th>
                  <th>Stream</th>
                  <th>At</th>
                  <th>Box</th>
                  <th>Amount</th>
                </tr>
              </thead>
              <tbody>
                {trace.data.entries.map((entry) => (
                  <tr key={entry.event_id}>
                    <td>{entry.position}</td>
                    <td>{entry.type}</td>
                    <td>{entry.stream_id}</td>
                    <td>{entry.at.slice(0, 10)}</td>
                    <td>{entry.box}</td>
                    <td>{formatCents(entry.amount_cents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Dialog>
  );
}
