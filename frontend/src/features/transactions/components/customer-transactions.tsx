import { formatCents, PAID_FROM_LABELS } from '@flirtwire/contracts';
import { useCustomerTransactions } from '../api/get-customer-transactions';

const KIND_LABELS = { tip: 'Tribute', subscription: 'Subscription' } as const;

/** The customer's own purchases (tributes, subscriptions) with what was refunded of each. */
export function CustomerTransactions() {
  const transactions = useCustomerTransactions();
  if (transactions.isPending) return <p role="status">Loading...</p>;
  if (transactions.isError)
    return (
      <p role="alert" className="error">
        Your transactions could not be loaded. Please try again.
      </p>
    );
  const rows = transactions.data.transactions;
  if (rows.length === 0) return <p>No transactions yet.</p>;
  return (
    // Scrolls sideways on a phone: focusable so a keyboard can scroll it too.
    <div className="table-scroll" role="region" aria-label="Purchases" tabIndex={0}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Purchase</th>
            <th scope="col">Flirt</th>
            <th scope="col">Amount</th>
            <th scope="col">Paid with</th>
            <th scope="col">Refunded</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{new Date(row.paid_at).toLocaleDateString('en-US')}</td>
              <td>{KIND_LABELS[row.kind]}</td>
              <td>{row.creator_login ?? '—'}</td>
              <td>{formatCents(row.amount_cents)}</td>
              <td>{PAID_FROM_LABELS[row.paid_from]}</td>
              <td>{formatCents(row.refunded_cents + row.charged_back_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
