import { useState } from 'react';
import { AddCardForm } from './add-card-form';
import { CardList } from './card-list';

/**
 * Payment Methods (the account menu's cards item): the manage-cards content as a page. A feed
 * subscription is charged monthly to the default card (ToS, spec 001 §9), and a failed recurring
 * payment cancels the subscription.
 */
export function PaymentMethodsPage() {
  const [adding, setAdding] = useState(false);
  return (
    <section className="page page--narrow">
      <h1>Payment Methods</h1>
      <p className="muted">
        Subscriptions and monthly tributes are charged to your default card. If a recurring payment
        fails, the subscription is cancelled.
      </p>
      <CardList />
      {adding ? (
        <AddCardForm
          autoFocus
          onAdded={() => {
            setAdding(false);
          }}
          onCancel={() => {
            setAdding(false);
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
          Add a Card
        </button>
      )}
    </section>
  );
}
