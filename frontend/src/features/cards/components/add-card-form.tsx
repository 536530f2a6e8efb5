import { useState } from 'react';
import { TextField } from '@/components/field';
import { fieldError } from '@/lib/api-client';
import { type AddedCard, useAddCard } from '../api/add-card';
import { expiryInput } from '../lib/expiry-input';

/**
 * The card form. The number, expiry and CVC go to the processor's tokenizer only; our API
 * receives the token (see api/add-card.ts).
 */
export function AddCardForm({
  onAdded,
  onCancel,
  autoFocus = false,
}: {
  readonly onAdded: (answer: AddedCard) => void;
  readonly onCancel?: () => void;
  readonly autoFocus?: boolean;
}) {
  const add = useAddCard();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [zip, setZip] = useState('');
  const [expiryError, setExpiryError] = useState<string | null>(null);
  const error = add.error;
  const generalError =
    error && !fieldError(error, 'number', 'exp_month', 'exp_year', 'cvc', 'token')
      ? error.message
      : null;

  function submit() {
    const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
    if (!match?.[1] || !match[2]) {
      setExpiryError('Please enter the expiry as MM/YY.');
      return;
    }
    setExpiryError(null);
    const year = Number(match[2]);
    add.mutate(
      {
        number,
        exp_month: Number(match[1]),
        exp_year: year < 100 ? 2000 + year : year,
        cvc,
        billing_zip: zip,
      },
      {
        onSuccess: (answer) => {
          setNumber('');
          setExpiry('');
          setCvc('');
          setZip('');
          onAdded(answer);
        },
      },
    );
  }

  return (
    <form
      className="card-form"
      aria-label="Add a card"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        autoFocus={autoFocus}
        value={number}
        maxLength={23}
        onChange={(event) => {
          setNumber(event.target.value);
        }}
        error={fieldError(error, 'number', 'token')}
      />
      <div className="card-form__row">
        <TextField
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={expiry}
          maxLength={7}
          onChange={(event) => {
            const next = event.target.value;
            setExpiry((previous) => expiryInput(next, previous));
          }}
          error={expiryError ?? fieldError(error, 'exp_month', 'exp_year')}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={cvc}
          maxLength={4}
          onChange={(event) => {
            setCvc(event.target.value);
          }}
          error={fieldError(error, 'cvc')}
        />
        <TextField
          label="Billing zip"
          autoComplete="postal-code"
          value={zip}
          maxLength={20}
          onChange={(event) => {
            setZip(event.target.value);
          }}
        />
      </div>
      {generalError ? (
        <p className="field__error" role="alert">
          {generalError}
        </p>
      ) : null}
      <div className="card-form__actions">
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className="button button--primary" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add Card'}
        </button>
      </div>
    </form>
  );
}
