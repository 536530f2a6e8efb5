import { centsToDecimal, formatCents, MAIL_MESSAGES, parseMoneyText } from '@flirtwire/contracts';
import { type SyntheticEvent, useEffect, useState } from 'react';
import { TextField } from '@/components/field';
import { fieldError } from '@/lib/api-client';
import { showSnackbar } from '@/lib/snackbar-store';
import { useMailSettings } from '../api/get-mail-settings';
import { useSetMailPrice } from '../api/set-mail-price';

/** Dollars as typed ('4.99', '0', '') to cents, or null when it is not an amount. */
function centsOf(text: string): number | null {
  return parseMoneyText(text, { maxWholeDigits: 3 });
}

/** A Flirt's mail price: what customers pay to write to them, and to open their paid mail. */
export function MailPriceSetting() {
  const settings = useMailSettings(true);
  const save = useSetMailPrice();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = settings.data?.price_cents;
  useEffect(() => {
    if (current !== undefined) setText(centsToDecimal(current));
  }, [current]);
  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const cents = centsOf(text);
    if (cents === null) {
      setError(MAIL_MESSAGES.price);
      return;
    }
    save.mutate(cents, {
      onSuccess: () => {
        showSnackbar(MAIL_MESSAGES.saved, 'success');
      },
      onError: (failure) => {
        setError(fieldError(failure, 'price_cents') ?? MAIL_MESSAGES.price);
      },
    });
  }
  return (
    <form className="mail-price" onSubmit={submit} aria-label="Mail price">
      <h2>Your mail price</h2>
      <p className="mail-price__rule">
        Customers pay this to write to you, and to open a mail you mark as paid. Enter 0 for free
        mail.
        {current !== undefined ? ` Now: ${current === 0 ? 'free' : formatCents(current)}.` : ''}
      </p>
      <div className="mail-price__row">
        <TextField
          label="Price (USD)"
          inputMode="decimal"
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        <button type="submit" className="button" disabled={save.isPending || settings.isPending}>
          Save
        </button>
      </div>
    </form>
  );
}
