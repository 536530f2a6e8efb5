import { formatCents, type PackageView } from '@flirtwire/contracts';
import { useId, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { packagePerks } from '../lib/perks';

/** The feed subscription's benefits (spec 000 §2 Subscribe modal: a benefits list). */
const FEED_BENEFITS = [
  'Unlock every subscriber post',
  'See new subscriber posts in your feed as they are published',
  'Cancel anytime; your access lasts until the end of the month you paid for',
];

/**
 * The Subscribe modal: the price per month and the benefits; with packages (the
 * recurring-package flag), a choice of the Flirt's public packages with their perks and prices.
 */
export function SubscribeDialog({
  open,
  login,
  rate,
  packages,
  cardLastFour,
  pending,
  onSubscribe,
  onClose,
}: {
  readonly open: boolean;
  readonly login: string;
  /** Cents per month of the plain subscription (null with packages). */
  readonly rate: number | null;
  readonly packages: readonly PackageView[] | null;
  readonly cardLastFour: string | null;
  readonly pending: boolean;
  readonly onSubscribe: (packageId: string | null) => void;
  readonly onClose: () => void;
}) {
  return (
    <Dialog open={open} title={`Subscribe to ${login}`} width={520} onClose={onClose}>
      <SubscribeBody
        rate={rate}
        packages={packages}
        cardLastFour={cardLastFour}
        pending={pending}
        onSubscribe={onSubscribe}
        onClose={onClose}
      />
    </Dialog>
  );
}

export function SubscribeBody({
  rate,
  packages,
  cardLastFour,
  pending,
  onSubscribe,
  onClose,
}: Omit<Parameters<typeof SubscribeDialog>[0], 'open' | 'login'>) {
  const [chosen, setChosen] = useState<string | null>(packages?.[0]?.id ?? null);
  const groupName = useId();
  const usesPackages = packages !== null;
  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubscribe(usesPackages ? chosen : null);
      }}
    >
      {usesPackages ? (
        packages.length === 0 ? (
          <p>This Flirt has no packages for sale right now.</p>
        ) : (
          <fieldset className="package-choice">
            <legend>Choose a package</legend>
            {packages.map((pkg) => (
              <label key={pkg.id} className="package-choice__option">
                <input
                  type="radio"
                  name={groupName}
                  value={pkg.id}
                  checked={chosen === pkg.id}
                  onChange={() => {
                    setChosen(pkg.id);
                  }}
                />
                <span>
                  <strong>{formatCents(pkg.rate)} per month</strong>
                  <ul className="benefits">
                    {packagePerks(pkg).map((perk) => (
                      <li key={perk}>{perk}</li>
                    ))}
                  </ul>
                </span>
              </label>
            ))}
          </fieldset>
        )
      ) : (
        <>
          <p className="subscribe-price">
            <strong>{rate === null ? '—' : formatCents(rate)}</strong> per month
          </p>
          <ul className="benefits" aria-label="Benefits">
            {FEED_BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </>
      )}
      <p className="muted">
        Charged monthly to your default card
        {cardLastFour ? ` ending in ${cardLastFour}` : ''}.
      </p>
      <div className="dialog__actions dialog__actions--inline">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={pending || (usesPackages && chosen === null)}
        >
          {pending ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
    </form>
  );
}

/** The Unsubscribe confirmation: access lasts until the paid period ends. */
export function UnsubscribeDialog({
  open,
  login,
  until,
  pending,
  onConfirm,
  onClose,
}: {
  readonly open: boolean;
  readonly login: string;
  readonly until: string;
  readonly pending: boolean;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      title="Unsubscribe"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" data-autofocus onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={pending}
            onClick={onConfirm}
          >
            Unsubscribe
          </button>
        </>
      }
    >
      <p>
        Are you sure you want to unsubscribe from {login}? You keep access until {until}.
      </p>
    </Dialog>
  );
}
