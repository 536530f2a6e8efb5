import { formatCents, SITE_DOLLAR_MOVEMENT_LABELS } from '@flirtwire/contracts';
import { useSiteDollars } from '../api/get-site-dollars';
import { useSiteDollarNotices } from './use-site-dollar-notices';

/**
 * The customer's transactions page: every movement of the site-dollar balance, newest first.
 * The table scrolls sideways on a phone, so it is focusable for keyboard scrolling.
 */
export function SiteDollarMovements() {
  useSiteDollarNotices();
  const balance = useSiteDollars();
  return (
    <section aria-labelledby="site-dollar-movements-title">
      <h2 id="site-dollar-movements-title">Site Dollars</h2>
      {balance.isPending ? (
        <p role="status">Loading...</p>
      ) : balance.isError ? (
        <p role="alert" className="error">
          Your balance could not be loaded. Please try again.
        </p>
      ) : (
        <>
          <p>
            Balance: <strong>{formatCents(balance.data.balance_cents)}</strong>
          </p>
          {balance.data.movements.length === 0 ? (
            <p>No balance movements yet.</p>
          ) : (
            <div className="table-scroll" role="region" aria-label="Balance movements" tabIndex={0}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Movement</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Balance</th>
                    <th scope="col">Note</th>
                  </tr>
                </thead>
                <tbody>
                  {balance.data.movements.map((row) => (
                    <tr key={row.id}>
                      <td>{new Date(row.at).toLocaleDateString('en-US')}</td>
                      <td>{SITE_DOLLAR_MOVEMENT_LABELS[row.kind]}</td>
                      <td>{formatCents(row.amount_cents)}</td>
                      <td>{formatCents(row.balance_after_cents)}</td>
                      <td>{row.reason ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
