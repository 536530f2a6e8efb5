import { formatCents } from '@flirtwire/contracts';
import { useEffect } from 'react';
import { Loading } from '@/components/states';
import { showSnackbar } from '@/lib/snackbar-store';
import { useSiteDollars } from '../api/get-site-dollars';
import { AddMoneyForm } from './add-money-form';

/**
 * The sign-up's Add Money step: money on account by card, or skipped. When adding money is
 * switched off (the `add_card_money` flag) the step passes by itself.
 */
export function AddMoneyStep({ onDone }: { readonly onDone: () => void }) {
  const balance = useSiteDollars();
  const enabled = balance.data?.add_money_enabled;
  useEffect(() => {
    if (enabled === false || balance.isError) onDone();
  }, [enabled, balance.isError, onDone]);
  if (!enabled) return <Loading />;
  return (
    <div className="add-money-step">
      <p>Add money to your account by card now, or later from your account.</p>
      <AddMoneyForm
        onAdded={(cents) => {
          showSnackbar(`Money added. Your balance is ${formatCents(cents)}.`, 'success');
          onDone();
        }}
      />
      <p className="form__links">
        <button type="button" className="link-button" onClick={onDone}>
          Skip for now
        </button>
      </p>
    </div>
  );
}
