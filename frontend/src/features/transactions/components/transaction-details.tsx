import { formatCents } from '@flirtwire/contracts';
import { useTransactionDetails } from '../api/get-transaction-details';

/** One payment: what was bought, when, by whom, gross, fee, net, and its refunds. */
export function TransactionDetails({ id, btids }: { id: string; btids: string | undefined }) {
  const details = useTransactionDetails(id, btids);
  if (details.isPending) return <p role="status">Loading...</p>;
  if (details.isError)
    return (
      <p role="alert" className="error">
        {details.error.message}
      </p>
    );
  const d = details.data;
  return (
    <>
      <dl className="facts">
        <div>
          <dt>What</dt>
          <dd>
            {d.title} ({d.channel})
          </dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>{new Date(d.created_at).toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd>{d.customer_login ?? d.customer_id}</dd>
        </div>
        <div>
          <dt>Gross</dt>
          <dd>{formatCents(d.gross_cents)}</dd>
        </div>
        <div>
          <dt>Fee</dt>
          <dd>{formatCents(d.fee_cents)}</dd>
        </div>
        <div>
          <dt>Net</dt>
          <dd>{formatCents(d.net_cents)}</dd>
        </div>
      </dl>
      <p>{d.description}</p>
      <h2>Refunds and chargebacks</h2>
      {d.reversals.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {d.reversals.map((r) => (
            <li key={r.id}>
              {new Date(r.created_at).toLocaleDateString('en-US')}: {r.description},{' '}
              {formatCents(r.amount_cents)}
            </li>
          ))}
        </ul>
      )}
      <p>
        <strong>Net after refunds: {formatCents(d.balance_cents)}</strong>
      </p>
    </>
  );
}
