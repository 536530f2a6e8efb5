import {
  type FinancePayeeRow,
  formatCents,
  JURISDICTION_NAMES,
  TAXABLE_STATUS_LABELS,
} from '@flirtwire/contracts';
import {
  AllCommunityModule,
  type ColDef,
  type ICellRendererParams,
  ModuleRegistry,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { type Ref, useMemo } from 'react';
import type { RevealTarget } from './reveal-dialog';

ModuleRegistry.registerModules([AllCommunityModule]);

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

/**
 * A tax year's payees: figures, thresholds crossed and why, form status, and the row's actions
 * (issue a draft, correct an issued form, reveal the tax id). `gridRef` lets the page export
 * the grid as CSV.
 */
export function PayeesGrid({
  rows,
  revealed,
  onIssue,
  onCorrect,
  onReveal,
  gridRef,
}: {
  readonly rows: FinancePayeeRow[];
  /** Tax ids shown in clear this visit, by primary account. */
  readonly revealed: Readonly<Record<string, string>>;
  readonly onIssue: (formId: string) => void;
  readonly onCorrect: (formId: string) => void;
  readonly onReveal: (target: RevealTarget) => void;
  readonly gridRef: Ref<AgGridReact<FinancePayeeRow>>;
}) {
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
                    onIssue(formId);
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
                    onCorrect(formId);
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
                    onReveal({ payeeId: primary, who: row.logins.join(', '), formId });
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
    [onIssue, onCorrect, onReveal, revealed],
  );

  return (
    <div className="ag-theme-quartz finance-console__grid">
      <AgGridReact<FinancePayeeRow>
        ref={gridRef}
        rowData={rows}
        columnDefs={columns}
        getRowId={(p) => p.data.filing_key}
        domLayout="autoHeight"
        pagination
        paginationPageSize={50}
        paginationPageSizeSelector={false}
        tooltipShowDelay={300}
      />
    </div>
  );
}
