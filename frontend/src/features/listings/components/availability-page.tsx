import { LISTING_MESSAGES, LISTING_TYPE_LABELS } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ErrorState, Loading } from '@/components/states';
import { FormError } from '@/components/field';
import { showSnackbar } from '@/lib/snackbar-store';
import { useAvailability, useSetAvailability } from '../api/availability';
import { useListingNotices } from '../api/use-listing-notices';
import './listings.css';

/**
 * Availability: the Flirt's switches for chat and live calls, and each phone listing on or off.
 * A listing shows Online when its switches allow it. `compact` is the short /change_availability
 * screen (the switches only).
 */
export function AvailabilityPage({ compact = false }: { readonly compact?: boolean }) {
  useListingNotices();
  const availability = useAvailability();
  const save = useSetAvailability();
  const saved = () => {
    showSnackbar(LISTING_MESSAGES.availabilitySaved, 'success');
  };
  return (
    <section className="page page--narrow listings">
      <h1>{compact ? 'Change Availability' : 'Availability'}</h1>
      {availability.isPending ? <Loading /> : null}
      {availability.isError ? (
        <ErrorState error={availability.error} onRetry={() => void availability.refetch()} />
      ) : null}
      {availability.data ? (
        <>
          <div className="card availability__switches">
            <Switch
              label="Available for chat"
              checked={availability.data.available_for_chat}
              disabled={save.isPending}
              onChange={(checked) => {
                save.mutate({ available_for_chat: checked }, { onSuccess: saved });
              }}
            />
            <Switch
              label="Available for live calls"
              checked={availability.data.available_for_calls}
              disabled={save.isPending}
              onChange={(checked) => {
                save.mutate({ available_for_calls: checked }, { onSuccess: saved });
              }}
            />
          </div>
          <FormError message={save.error?.message} />
          {compact ? (
            <p>
              <Link to="/availability">All availability settings</Link>
            </p>
          ) : (
            <>
              <h2>Listings</h2>
              {availability.data.listings.length === 0 ? (
                <p className="muted">
                  {LISTING_MESSAGES.empty} <Link to="/listings/new">Create a listing</Link>
                </p>
              ) : null}
              <ul className="availability__listings">
                {availability.data.listings.map((listing) => (
                  <li key={listing.id} className="card availability__listing">
                    <div>
                      <strong>{listing.title}</strong>
                      <span className="muted"> · {LISTING_TYPE_LABELS[listing.type].label}</span>
                    </div>
                    <span
                      className={`badge ${listing.available ? 'listing-card__online' : 'listing-card__offline'}`}
                    >
                      {listing.available ? LISTING_MESSAGES.online : LISTING_MESSAGES.offline}
                    </span>
                    {listing.type === 3 ? (
                      <span className="muted">Follows “Available for chat”</span>
                    ) : (
                      <Switch
                        label={`Take calls on ${listing.title}`}
                        checked={listing.enabled}
                        disabled={save.isPending}
                        onChange={(checked) => {
                          save.mutate(
                            { listings: [{ id: listing.id, available: checked }] },
                            { onSuccess: saved },
                          );
                        }}
                      />
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      ) : null}
    </section>
  );
}

function Switch({
  label,
  checked,
  disabled,
  onChange,
}: {
  readonly label: string;
  readonly checked: boolean;
  readonly disabled: boolean;
  readonly onChange: (checked: boolean) => void;
}) {
  // The click shows at once. The saved value (or the old one, after a refused save) takes over
  // when it arrives, or when the save ends without changing it.
  const [shown, setShown] = useState<boolean | null>(null);
  const saving = useRef(disabled);
  useEffect(() => {
    setShown(null);
  }, [checked]);
  useEffect(() => {
    if (saving.current && !disabled) setShown(null);
    saving.current = disabled;
  }, [disabled]);
  return (
    <label className="availability__switch">
      <input
        type="checkbox"
        role="switch"
        checked={shown ?? checked}
        disabled={disabled}
        onChange={(event) => {
          setShown(event.target.checked);
          onChange(event.target.checked);
        }}
      />
      <span>{label}</span>
    </label>
  );
}
