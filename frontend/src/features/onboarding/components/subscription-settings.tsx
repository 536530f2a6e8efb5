import { formatCents, PRICE_MESSAGES, type OfferingSettings } from '@flirtwire/contracts';
import { useState } from 'react';
import { Dialog, DialogActions } from '@/components/dialog';
import { FormError, TextField } from '@/components/field';
import { ErrorState, Loading } from '@/components/states';
import { fieldError } from '@/lib/api-client';
import { showSnackbar } from '@/lib/snackbar-store';
import { useOfferingSettings } from '../api/get-offering-settings';
import { useSaveOffering } from '../api/save-offering';
import { checkPrice, priceInput } from '../lib/price';

/**
 * Subscription settings (/feed/subscription_settings): the monthly price of the feed. Save is
 * blocked while the price is unchanged or out of range; a raise asks for confirmation first
 * (current subscribers will have to approve it). `onSaved` runs after a save went through.
 */
export function SubscriptionSettings({ onSaved }: { readonly onSaved: () => void }) {
  const settings = useOfferingSettings();
  if (settings.isPending) return <Loading />;
  if (settings.isError)
    return <ErrorState title="Your subscription settings could not be loaded." />;
  return <PriceForm settings={settings.data} onSaved={onSaved} />;
}

function PriceForm({
  settings,
  onSaved,
}: {
  readonly settings: OfferingSettings;
  readonly onSaved: () => void;
}) {
  const save = useSaveOffering();
  const [text, setText] = useState(() =>
    settings.offering ? priceInput(settings.offering.rate) : '',
  );
  const [confirming, setConfirming] = useState(false);
  const check = checkPrice(text, settings);
  const serverError = fieldError(save.error, 'rate');
  const generalError = save.error && !serverError ? save.error.message : null;

  const submit = (confirmIncrease: boolean) => {
    save.mutate(
      { rate: text.trim().replace(/^\$/, ''), confirm_increase: confirmIncrease },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          showSnackbar(answer.message, 'success');
          onSaved();
        },
      },
    );
  };

  return (
    <form
      className="form card"
      aria-label="Subscription price"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (check.blocked || save.isPending) return;
        if (check.increase) setConfirming(true);
        else submit(false);
      }}
    >
      {settings.offering ? (
        <p>Your current price is {formatCents(settings.offering.rate)} per month.</p>
      ) : (
        <p>Set the monthly price of a subscription to your feed.</p>
      )}
      <TextField
        label="Monthly price (USD)"
        name="rate"
        inputMode="decimal"
        maxLength={10}
        value={text}
        error={check.error ?? serverError}
        hint={`From ${formatCents(settings.min_rate)} to ${formatCents(settings.max_rate)}.`}
        onChange={(event) => {
          setText(event.target.value);
          save.reset();
        }}
      />
      <FormError message={generalError} />
      <button
        type="submit"
        className="button button--primary"
        disabled={check.blocked || save.isPending}
      >
        Save
      </button>
      <Dialog
        open={confirming}
        title="Raise your price?"
        onClose={() => {
          setConfirming(false);
        }}
        actions={
          <DialogActions
            onCancel={() => {
              setConfirming(false);
            }}
            confirmLabel="Confirm"
            pending={save.isPending}
            focusConfirm
            onConfirm={() => {
              submit(true);
            }}
          />
        }
      >
        <p>{PRICE_MESSAGES.confirmIncrease}</p>
        <FormError message={save.error?.message} />
      </Dialog>
    </form>
  );
}
