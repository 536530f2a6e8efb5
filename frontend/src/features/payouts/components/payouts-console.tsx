import {
  formatCents,
  PAYOUT_FILES,
  PAYOUT_RETURN_CODES,
  PAYOUT_STATUS_LABELS,
  type PayoutRow,
} from '@flirtwire/contracts';
import { useState } from 'react';
import { formatDay } from '@/lib/format';
import { payoutFileUrl, useFinancePayouts } from '../api/get-finance-payouts';
import { useMarkPayoutReturned } from '../api/mark-payout-returned';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import './payouts.css';

type ReturnCode = keyof typeof PAYOUT_RETURN_CODES;
const CODES = Object.keys(PAYOUT_RETURN_CODES) as ReturnCode[];

/** Finance's payouts console: the upcoming run with holds, past runs and files, returns. */
export function PayoutsConsole() {
  const payouts = useFinancePayouts();
  if (payouts.isPending) return <Loading />;
  if (payouts.isError)
    return (
      <ErrorState
        error={payouts.error}
        title="The payouts could not be loaded. Please try again."
        onRetry={() => {
          void payouts.refetch();
        }}
      />
    );
  const { upcoming, runs, payouts: rows } = payouts.data;
  return (
    <div className="payouts">
      <h2>Upcoming run</h2>
      {upcoming.length === 0 ? (
        <EmptyState title="No payee has payout info yet." />
      ) : (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Payee</th>
                <th scope="col">Method</th>
                <th scope="col">Pay date</th>
                <th scope="col">Payable</th>
                <th scope="col">Fee</th>
                <th scope="col">To pay</th>
                <th scope="col">Hold</th>
              </tr>
            </thead>
            <tbody>
              {upcoming.map((row) => (
                <tr key={row.payeeId}>
                  <td>{row.login}</td>
                  <td>{row.method}</td>
                  <td>{row.nextPayoutDate ? formatDay(row.nextPayoutDate) : '—'}</td>
                  <td>{formatCents(row.payableCents)}</td>
                  <td>{formatCents(row.feeCents)}</td>
                  <td>{formatCents(row.amountCents)}</td>
                  <td>{row.holdText ?? 'Paid in this run'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2>Past runs</h2>
      {runs.length === 0 ? (
        <EmptyState title="No payouts yet." />
      ) : (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Pay date</th>
                <th scope="col">Method</th>
                <th scope="col">Payouts</th>
                <th scope="col">Amount</th>
                <th scope="col">Fees</th>
                <th scope="col">File</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((run) => (
                <tr key={`${run.periodKey}-${run.method}`}>
                  <td>{run.periodKey}</td>
                  <td>{run.method}</td>
                  <td>{run.payouts}</td>
                  <td>{formatCents(run.amountCents)}</td>
                  <td>{formatCents(run.feeCents)}</td>
                  <td>
                    {run.file ? (
                      <a href={payoutFileUrl(run.periodKey, run.file)} download>
                        Download {PAYOUT_FILES[run.file].label} for {run.periodKey}
                      </a>
                    ) : (
                      'Paid by Express Pay'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2>Payouts</h2>
      <PayoutsTable rows={rows.filter((row) => row.status !== 'held')} />
    </div>
  );
}

function PayoutsTable({ rows }: { rows: readonly PayoutRow[] }) {
  if (rows.length === 0) return <EmptyState title="No payouts yet." />;
  return (
    <div className="table-scroll">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Payee</th>
            <th scope="col">Pay date</th>
            <th scope="col">Method</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Return</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.payoutId}>
              <td>{row.login}</td>
              <td>{row.periodKey}</td>
              <td>{row.method}</td>
              <td>{formatCents(row.amountCents)}</td>
              <td>
                {PAYOUT_STATUS_LABELS[row.status]}
                {row.returnCode ? ` (${row.returnCode})` : ''}
              </td>
              <td>
                {row.status === 'sent' || row.status === 'scheduled' ? (
                  <MarkReturned row={row} />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MarkReturned({ row }: { row: PayoutRow }) {
  const [code, setCode] = useState<ReturnCode>('R03');
  const mark = useMarkPayoutReturned();
  const id = `return-code-${row.payoutId}`;
  return (
    <form
      className="inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        mark.mutate({ payoutId: row.payoutId, body: { code, note: '' } });
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Return code for {row.login}
      </label>
      <select
        id={id}
        className="select"
        value={code}
        onChange={(event) => {
          setCode(event.target.value as ReturnCode);
        }}
      >
        {CODES.map((c) => (
          <option key={c} value={c}>
            {c} {PAYOUT_RETURN_CODES[c]}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--small" disabled={mark.isPending}>
        Mark returned
      </button>
      {mark.isError ? (
        <span role="alert" className="error">
          {mark.error.message}
        </span>
      ) : null}
    </form>
  );
}
