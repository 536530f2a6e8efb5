import {
  CREDIT_REASON_MAX,
  formatCents,
  SATISFACTION_CREDIT_MAX_CENTS,
} from '@flirtwire/contracts';
import { useId, useState } from 'react';
import { FormError, TextField } from '@/components/field';
import { fieldError } from '@/lib/api-client';
import { showSnackbar } from '@/lib/snackbar-store';
import { useUserSiteDollars } from '../api/get-user-site-dollars';
import { useGrantSiteDollarsCredit } from '../api/grant-site-dollars-credit';

/**
 * Support's satisfaction credit (Terms of Service: up to $25, paid in site dollars): the
 * customer's balance, and a credit with the reason recorded beside it. The server checks the
 * amount and the reason and answers with the field's message; above the configured caps the
 * credit waits for a second person in finance, and the snackbar says so.
 */
export function SiteDollarsCredit({
  userId,
  login,
}: {
  readonly userId: string;
  readonly login: string;
}) {
  const balance = useUserSiteDollars(userId);
  const grant = useGrantSiteDollarsCredit(userId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const reasonErrorId = useId();
  const amountError = fieldError(grant.error, 'amount_text');
  const reasonError = fieldError(grant.error, 'reason');
  return (
    <section aria-labelledby={`${reasonId}-title`}>
      <h3 id={`${reasonId}-title`}>Site dollars</h3>
      <p>
        Balance: <strong>{balance.data ? formatCents(balance.data.balance_cents) : '…'}</strong>
      </p>
      <form
        className="form admin-console__credit"
        aria-label={`Satisfaction credit for ${login}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          grant.mutate(
            { amount_text: amount.trim(), reason },
            {
              onSuccess: (result) => {
                showSnackbar(
                  result.status === 'pending'
                    ? (result.message ?? 'This credit waits for approval by finance.')
                    : `${login} was credited. Their balance is ${formatCents(result.balance_cents)}.`,
                  result.status === 'pending' ? 'info' : 'success',
                );
                setAmount('');
                setReason('');
              },
            },
          );
        }}
      >
        <TextField
          label="Credit amount (USD)"
          inputMode="decimal"
          maxLength={12}
          placeholder={`0.01 to ${formatCents(SATISFACTION_CREDIT_MAX_CENTS).slice(1)}`}
          value={amount}
          error={amountError}
          onChange={(event) => {
            setAmount(event.target.value);
            grant.reset();
          }}
        />
        <div className={`field ${reasonError ? 'field--invalid' : ''}`}>
          <label htmlFor={reasonId} className="field__label">
            Reason
          </label>
          <textarea
            id={reasonId}
            className="input"
            rows={2}
            maxLength={CREDIT_REASON_MAX}
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            {...(reasonError ? { 'aria-describedby': reasonErrorId } : {})}
            onChange={(event) => {
              setReason(event.target.value);
              grant.reset();
            }}
          />
          {reasonError ? (
            <p id={reasonErrorId} className="field__error" role="alert">
              {reasonError}
            </p>
          ) : null}
        </div>
        <FormError
          message={grant.error && !amountError && !reasonError ? grant.error.message : null}
        />
        <button type="submit" className="button button--primary" disabled={grant.isPending}>
          Grant Credit
        </button>
      </form>
    </section>
  );
}
