import {
  centsToDecimal,
  formatCents,
  parseMoneyText,
  SITE_DOLLARS_MESSAGES,
  SITE_DOLLARS_PRESETS_CENTS,
  SITE_DOLLARS_TOP_UP_MAX_CENTS,
  SITE_DOLLARS_TOP_UP_MIN_CENTS,
} from '@flirtwire/contracts';
import { useState } from 'react';
import { useCardDialogs } from '@/components/card-dialogs';
import { FormError, TextField } from '@/components/field';
import { ApiRequestError, fieldError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { useAddSiteDollars } from '../api/add-site-dollars';
import './site-dollars.css';

/** The amount as typed, checked with the server's rules and messages. */
function checkAmount(text: string): { ok: true; text: string } | { ok: false; error: string } {
  const cents = parseMoneyText(text);
  if (cents === null) return { ok: false, error: SITE_DOLLARS_MESSAGES.amountFormat };
  if (cents < SITE_DOLLARS_TOP_UP_MIN_CENTS || cents > SITE_DOLLARS_TOP_UP_MAX_CENTS)
    return { ok: false, error: SITE_DOLLARS_MESSAGES.topUpRange };
  return { ok: true, text: centsToDecimal(cents) };
}

/**
 * Add Money: an amount (or one of the presets) charged to the default card. Without a card the
 * manage-cards modal asks for one first; a declined card opens the pick-a-new-card modal and
 * the top-up is tried once more with the card chosen there, as subscribing does.
 */
export function AddMoneyForm({
  submitLabel = 'Add Money',
  onAdded,
}: {
  readonly submitLabel?: string;
  readonly onAdded: (balanceCents: number) => void;
}) {
  const user = useCurrentUser();
  const dialogs = useCardDialogs();
  const add = useAddSiteDollars();
  const [amount, setAmount] = useState(centsToDecimal(SITE_DOLLARS_PRESETS_CENTS[0]));
  const [amountError, setAmountError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function charge(text: string, retried: boolean): Promise<void> {
    try {
      const result = await add.mutateAsync({ amount_text: text });
      onAdded(result.balance_cents);
    } catch (error) {
      if (!(error instanceof ApiRequestError) || retried) return;
      if (fieldError(error, 'card')) {
        if (await dialogs.manageCards({ reason: SITE_DOLLARS_MESSAGES.cardRequired }))
          await charge(text, true);
      } else if (error.code === 'card_declined') {
        if (await dialogs.pickNewCard({ error: error.message })) await charge(text, true);
      }
    }
  }

  async function submit(): Promise<void> {
    const checked = checkAmount(amount);
    if (!checked.ok) {
      setAmountError(checked.error);
      return;
    }
    setAmountError(null);
    add.reset();
    setBusy(true);
    try {
      if (!user.data?.default_card) {
        if (!(await dialogs.manageCards({ reason: SITE_DOLLARS_MESSAGES.cardRequired }))) return;
      }
      await charge(checked.text, false);
    } finally {
      setBusy(false);
    }
  }

  const error = add.error;
  const amountMessage = amountError ?? fieldError(error, 'amount_text');
  return (
    <form
      className="form add-money"
      aria-label="Add money"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="add-money__presets" role="group" aria-label="Amounts">
        {SITE_DOLLARS_PRESETS_CENTS.map((cents) => {
          const text = centsToDecimal(cents);
          return (
            <button
              key={cents}
              type="button"
              className={`button button--small ${amount === text ? 'button--primary' : ''}`}
              aria-pressed={amount === text}
              onClick={() => {
                setAmount(text);
                setAmountError(null);
              }}
            >
              {formatCents(cents)}
            </button>
          );
        })}
      </div>
      <TextField
        label="Amount (USD)"
        name="amount_text"
        inputMode="decimal"
        maxLength={12}
        placeholder="10.00 to 500.00"
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setAmountError(null);
        }}
        error={amountMessage}
      />
      <FormError message={error && !amountMessage ? error.message : null} />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? 'Adding...' : submitLabel}
      </button>
    </form>
  );
}
