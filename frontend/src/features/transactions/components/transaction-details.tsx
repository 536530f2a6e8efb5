import {
  CUSTOMER_TRANSACTION_CHANNELS,
  type CustomerTransactionDetails,
  formatCents,
  PAID_FROM_LABELS,
} from '@flirtwire/contracts';
import { useTransactionDetails } from '../api/get-transaction-details';

/**
 * One payment as the asker sees it: the Flirt paid sees what was bought, when, by whom, gross,
 * fee, net and its refunds; the customer who paid sees their purchase and its refunds.
 */
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
  if (d.side === 'customer') return <PurchaseDetails purchase={d} />;
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

/** The customer's own purchase: what, when, from which Flirt, how much, paid with, refunds. */
function PurchaseDetails({ purchase: p }: { purchase: CustomerTransactionDetails }) {
  return (
    <>
      <dl className="facts">
        <div>
          <dt>What</dt>
          <dd>
            {CUSTOMER_TRANSACTION_CHANNELS[p.channel]}: {p.description}
          </dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>{new Date(p.paid_at).toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>Flirt</dt>
          <dd>{p.creator_login ?? '—'}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatCents(p.amount_cents)}</dd>
        </div>
        <div>
          <dt>Paid with</dt>
          <dd>{PAID_FROM_LABELS[p.paid_from]}</dd>
        </div>
      </dl>
      <h2>Refunds and chargebacks</h2>
      {p.reversals.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {p.reversals.map((r) => (
            <li key={r.id}>
              {new Date(r.created_at).toLocaleDateString('en-US')}: {r.description}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
