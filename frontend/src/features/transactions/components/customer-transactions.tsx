import { CUSTOMER_TRANSACTION_CHANNELS, formatCents, PAID_FROM_LABELS } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { useCustomerTransactions } from '../api/get-customer-transactions';

/**
 * The customer's own purchases on every channel (tributes, chat, calls, paid mail, goodies,
 * subscriptions, Add Money) with what was refunded of each and a link to its details.
 */
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
            <th scope="col">
              <span className="visually-hidden">Details</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{new Date(row.paid_at).toLocaleDateString('en-US')}</td>
              <td>
                {CUSTOMER_TRANSACTION_CHANNELS[row.channel]}
                {row.description &&
                row.description !== CUSTOMER_TRANSACTION_CHANNELS[row.channel] ? (
                  <span className="muted"> · {row.description}</span>
                ) : null}
              </td>
              <td>{row.creator_login ?? '—'}</td>
              <td>{formatCents(row.amount_cents)}</td>
              <td>{PAID_FROM_LABELS[row.paid_from]}</td>
              <td>{formatCents(row.refunded_cents + row.charged_back_cents)}</td>
              <td>
                <Link to="/transactions/details/$id" params={{ id: row.id }}>
                  View Details
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
