import { formatCents } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { showSnackbar } from '@/lib/snackbar-store';
import { useSiteDollars } from '../api/get-site-dollars';
import { AddMoneyForm } from './add-money-form';
import { useSiteDollarNotices } from './use-site-dollar-notices';
import './site-dollars.css';

/** The account page's site dollars: the balance, and Add Money when it is offered. */
export function SiteDollarsPanel() {
  useSiteDollarNotices();
  const balance = useSiteDollars();
  const [adding, setAdding] = useState(false);
  return (
    <section className="site-dollars card" aria-labelledby="site-dollars-title">
      <h2 id="site-dollars-title">Site Dollars</h2>
      {balance.isPending ? (
        <p role="status">Loading...</p>
      ) : balance.isError ? (
        <p role="alert" className="error">
          Your balance could not be loaded. Please try again.
        </p>
      ) : (
        <>
          <p className="site-dollars__balance">
            Your balance: <strong>{formatCents(balance.data.balance_cents)}</strong>
          </p>
          <p className="muted">
            Site dollars are money on your account. Tributes, chats, goodies and paid mail are paid
            from your balance when it covers the whole price, otherwise by your default card. Feed
            subscriptions are always charged to your default card.
          </p>
          {balance.data.add_money_enabled ? (
            adding ? (
              <AddMoneyForm
                onAdded={(cents) => {
                  setAdding(false);
                  showSnackbar(`Money added. Your balance is ${formatCents(cents)}.`, 'success');
                }}
              />
            ) : (
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  setAdding(true);
                }}
              >
                Add Money
              </button>
            )
          ) : null}
          <p className="site-dollars__more">
            <Link to="/transactions/details">See your transactions</Link>
          </p>
        </>
      )}
    </section>
  );
}
