import {
  CREDIT_CAP_LABELS,
  CREDIT_REASON_MAX,
  CREDIT_REQUEST_STATUSES,
  type CreditRequestRow,
  type CreditRequestStatus,
  formatCents,
} from '@flirtwire/contracts';
import { useId, useState } from 'react';
import { useCreditRequests } from '../api/get-credit-requests';
import { useDecideCreditRequest } from '../api/decide-credit-request';
import { describeDecision, personLabel, whyNotDecide } from '../lib/credit-request-text';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { useIsMobile } from '@/lib/hooks';
import { useCurrentUser } from '@/lib/session';
import { showSnackbar } from '@/lib/snackbar-store';
import './credit-requests.css';

const STATUS_LABELS: Record<CreditRequestStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

const EMPTY: Record<CreditRequestStatus, string> = {
  pending: 'No credit waits for approval.',
  approved: 'No credit request has been approved yet.',
  rejected: 'No credit request has been rejected yet.',
};

/**
 * Finance's second-person desk for staff site-dollar credits above a cap: who asked, for whom,
 * how much, why and which cap, with Approve (an optional note) and Reject (a reason). The
 * requester and the recipient see why they cannot decide; the server refuses them too.
 */
export function CreditRequestsConsole() {
  const [status, setStatus] = useState<CreditRequestStatus>('pending');
  const requests = useCreditRequests(status);
  const me = useCurrentUser().data?.id;
  const mobile = useIsMobile();
  return (
    <div className="credit-requests">
      <div className="credit-requests__tabs" role="group" aria-label="Show credit requests">
        {CREDIT_REQUEST_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className={`button button--small ${s === status ? 'button--primary' : ''}`}
            aria-pressed={s === status}
            onClick={() => {
              setStatus(s);
            }}
          >
            {STATUS_LABELS[s]}
          </button>
        ))}
      </div>
      {requests.isPending ? (
        <Loading />
      ) : requests.isError ? (
        <ErrorState
          error={requests.error}
          title="The credit requests could not be loaded. Please try again."
          onRetry={() => {
            void requests.refetch();
          }}
        />
      ) : requests.data.requests.length === 0 ? (
        <EmptyState title={EMPTY[status]} />
      ) : mobile ? (
        <ul className="credit-requests__cards">
          {requests.data.requests.map((row) => (
            <li key={row.request_id} className="card credit-requests__card">
              <p className="credit-requests__amount">{formatCents(row.amount_cents)}</p>
              <dl>
                <dt>For</dt>
                <dd>{personLabel(row.customer_login, row.customer_id)}</dd>
                <dt>Asked by</dt>
                <dd>{personLabel(row.requested_by_login, row.requested_by)}</dd>
                <dt>Why</dt>
                <dd>{row.reason}</dd>
                <dt>Above the</dt>
                <dd>{CREDIT_CAP_LABELS[row.cap]}</dd>
                <dt>Asked at (UTC)</dt>
                <dd>{row.requested_at.slice(0, 16).replace('T', ' ')}</dd>
              </dl>
              <Decision row={row} me={me} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Asked at (UTC)</th>
                <th scope="col">For</th>
                <th scope="col">Amount</th>
                <th scope="col">Asked by</th>
                <th scope="col">Why</th>
                <th scope="col">Above the</th>
                <th scope="col">{status === 'pending' ? 'Decide' : 'Decision'}</th>
              </tr>
            </thead>
            <tbody>
              {requests.data.requests.map((row) => (
                <tr key={row.request_id}>
                  <td>{row.requested_at.slice(0, 16).replace('T', ' ')}</td>
                  <td>{personLabel(row.customer_login, row.customer_id)}</td>
                  <td>{formatCents(row.amount_cents)}</td>
                  <td>{personLabel(row.requested_by_login, row.requested_by)}</td>
                  <td className="credit-requests__reason">{row.reason}</td>
                  <td>{CREDIT_CAP_LABELS[row.cap]}</td>
                  <td>
                    <Decision row={row} me={me} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** Approve or reject a pending request; a decided one says who decided and why. */
function Decision({
  row,
  me,
}: {
  readonly row: CreditRequestRow;
  readonly me: string | undefined;
}) {
  const decide = useDecideCreditRequest();
  const [text, setText] = useState('');
  const id = useId();
  if (row.status !== 'pending') return <span>{describeDecision(row)}</span>;
  const notMine = whyNotDecide(row, me);
  if (notMine) return <span className="muted">{notMine}</span>;
  const customer = personLabel(row.customer_login, row.customer_id);
  return (
    <div className="credit-requests__decide">
      <label htmlFor={id} className="field__label">
        Note or reason
      </label>
      <textarea
        id={id}
        className="input"
        rows={2}
        maxLength={CREDIT_REASON_MAX}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          decide.reset();
        }}
      />
      <div className="credit-requests__buttons">
        <button
          type="button"
          className="button button--small button--primary"
          disabled={decide.isPending}
          onClick={() => {
            decide.mutate(
              { requestId: row.request_id, decision: { type: 'approve', note: text } },
              {
                onSuccess: () => {
                  showSnackbar(
                    `${formatCents(row.amount_cents)} was credited to ${customer}.`,
                    'success',
                  );
                },
              },
            );
          }}
        >
          Approve
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={decide.isPending}
          onClick={() => {
            decide.mutate(
              { requestId: row.request_id, decision: { type: 'reject', reason: text } },
              {
                onSuccess: () => {
                  showSnackbar(`The credit for ${customer} was rejected.`, 'success');
                },
              },
            );
          }}
        >
          Reject
        </button>
      </div>
      {decide.isError ? (
        <p role="alert" className="field__error">
          {decide.error.message}
        </p>
      ) : null}
    </div>
  );
}
