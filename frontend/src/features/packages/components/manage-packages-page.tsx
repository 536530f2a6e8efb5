import { formatCents, type ManagedPackageView, PACKAGE_MESSAGES } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialog';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { ApiRequestError } from '@/lib/api-client';
import { formatShortDate } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { showSnackbar } from '@/lib/snackbar-store';
import { usePackageManagement } from '../api/get-package-management';
import { deletePackage } from '../api/delete-package';
import { updatePackage } from '../api/update-package';
import { usePackageMutation } from '../api/use-package-mutation';
import { packageActions, packageLink, perkLines, percentText } from '../lib/package-display';
import './packages.css';

type Pending =
  | { readonly kind: 'toggle'; readonly pkg: ManagedPackageView }
  | { readonly kind: 'delete'; readonly pkg: ManagedPackageView }
  | null;

/** Spec 000 §8: package errors are joined into one error snackbar. */
function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const fields = Object.values(error.fields);
    return fields.length > 0 ? fields.join(' ') : error.message;
  }
  return 'Sorry something went wrong. Please try again.';
}

/** Manage Packages (/packages): every package with its statistics and actions. */
export function ManagePackagesPage() {
  const { data, isPending, error, refetch } = usePackageManagement();
  const user = useCurrentUser().data;
  const [pending, setPending] = useState<Pending>(null);
  const toggle = usePackageMutation((pkg: ManagedPackageView) =>
    updatePackage(pkg.id, {
      status: pkg.status === 'public_package' ? 'private_package' : 'public_package',
    }),
  );
  const remove = usePackageMutation((pkg: ManagedPackageView) => deletePackage(pkg.id));

  if (isPending) return <Loading />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;

  const atLimit = data.public_count >= data.public_limit;
  const live = data.packages.filter((pkg) => pkg.status !== 'deleted_package');
  const deleted = data.packages.filter((pkg) => pkg.status === 'deleted_package');

  async function confirm() {
    if (!pending) return;
    const mutation = pending.kind === 'toggle' ? toggle : remove;
    try {
      const answer = await mutation.mutateAsync(pending.pkg);
      showSnackbar(answer.message, 'success');
    } catch (failure) {
      showSnackbar(errorText(failure), 'error');
    } finally {
      setPending(null);
    }
  }

  async function copy(pkg: ManagedPackageView) {
    if (!user) return;
    try {
      await navigator.clipboard.writeText(packageLink(window.location.origin, user.login, pkg.id));
      showSnackbar('Package link copied.', 'success');
    } catch {
      showSnackbar('Sorry something went wrong. Please try again.', 'error');
    }
  }

  return (
    <section className="page packages">
      <div className="packages__header">
        <h1>Manage Packages</h1>
        <Link to="/packages/new" className="button button--primary">
          Add Package
        </Link>
      </div>
      <p className="muted">
        {`${String(data.public_count)} of ${String(data.public_limit)} public packages. `}
        Customers see your public packages on your storefront; a private package is sold only
        through its link.
      </p>
      {atLimit ? (
        <p className="warning" role="note">
          {PACKAGE_MESSAGES.publicLimit}
        </p>
      ) : null}
      {live.length === 0 ? (
        <EmptyState title="You have no packages yet.">
          <p>Create a package to sell your feed, free calls or chat volleys every month.</p>
        </EmptyState>
      ) : (
        <ul className="packages__list">
          {live.map((pkg) => (
            <PackageRow
              key={pkg.id}
              pkg={pkg}
              login={user?.login ?? ''}
              onboarded={user?.onboarding_complete ?? false}
              canMakePublic={!atLimit}
              onToggle={() => {
                setPending({ kind: 'toggle', pkg });
              }}
              onDelete={() => {
                setPending({ kind: 'delete', pkg });
              }}
              onCopy={() => void copy(pkg)}
            />
          ))}
        </ul>
      )}
      {deleted.length > 0 ? (
        <>
          <h2 className="packages__subtitle">Deleted packages</h2>
          <ul className="packages__list">
            {deleted.map((pkg) => (
              <PackageRow
                key={pkg.id}
                pkg={pkg}
                login={user?.login ?? ''}
                onboarded={user?.onboarding_complete ?? false}
                canMakePublic={false}
              />
            ))}
          </ul>
        </>
      ) : null}
      <ConfirmDialog
        open={pending?.kind === 'toggle'}
        title={pending?.pkg.status === 'public_package' ? 'Make Private' : 'Make Public'}
        message={
          pending?.pkg.status === 'public_package'
            ? 'Make this package private? It leaves your storefront and is sold only through its link. Current subscribers keep it.'
            : 'Make this package public? Customers will see it on your storefront.'
        }
        confirmLabel={pending?.pkg.status === 'public_package' ? 'Make Private' : 'Make Public'}
        busy={toggle.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setPending(null);
        }}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        title="Delete Package"
        danger
        message="Deleting a package is permanent. Its subscribers are cancelled at the end of their billing cycle."
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setPending(null);
        }}
      />
    </section>
  );
}

function PackageRow({
  pkg,
  login,
  onboarded,
  canMakePublic,
  onToggle,
  onDelete,
  onCopy,
}: {
  readonly pkg: ManagedPackageView;
  readonly login: string;
  readonly onboarded: boolean;
  readonly canMakePublic: boolean;
  readonly onToggle?: () => void;
  readonly onDelete?: () => void;
  readonly onCopy?: () => void;
}) {
  const actions = packageActions(pkg);
  const name = `${formatCents(pkg.rate)} package`;
  const perks = perkLines(pkg);
  return (
    <li className="package-row" aria-label={name}>
      <div className="package-row__main">
        <p className="package-row__price">
          <strong>{formatCents(pkg.rate)}</strong> per month
        </p>
        <p className="package-row__status">
          <span className={`badge badge--${pkg.status}`}>{pkg.formattedStatus}</span>
          {actions.setUpFeed && login && !onboarded ? (
            // The onboarding checklist belongs to the onboarding screens.
            <a
              href={`/feed/${encodeURIComponent(login)}/onboarding`}
              className="package-row__setup"
            >
              Set Up Feed
            </a>
          ) : null}
          {pkg.status === 'deleted_package' && pkg.deletionDate ? (
            <span className="muted">{` Ends ${formatShortDate(pkg.deletionDate)}`}</span>
          ) : null}
        </p>
        <ul className="package-row__perks">
          {perks.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
      </div>
      <dl className="package-row__stats">
        <div>
          <dt>Active subscribers</dt>
          <dd>{pkg.activeSubscribersCount}</dd>
        </div>
        <div>
          <dt>Pending expiration</dt>
          <dd>{pkg.pendingExpirationCount}</dd>
        </div>
        <div>
          <dt>Expired</dt>
          <dd>{pkg.expiredCount}</dd>
        </div>
        <div>
          <dt>Cancellation rate</dt>
          <dd>{percentText(pkg.cancellationRate)}</dd>
        </div>
      </dl>
      {onToggle ? (
        <div className="package-row__actions">
          {actions.toggle ? (
            <button
              type="button"
              className="button"
              onClick={onToggle}
              disabled={pkg.status === 'private_package' && !canMakePublic}
              title={
                pkg.status === 'private_package' && !canMakePublic
                  ? PACKAGE_MESSAGES.publicLimit
                  : undefined
              }
            >
              {pkg.status === 'public_package' ? 'Make Private' : 'Make Public'}
            </button>
          ) : null}
          {actions.edit ? (
            <Link
              to="/packages/$id/edit"
              params={{ id: pkg.id }}
              className="button"
              aria-label={`Edit ${name}`}
            >
              Edit
            </Link>
          ) : null}
          {actions.copy ? (
            <button type="button" className="button" onClick={onCopy}>
              Copy Link
            </button>
          ) : null}
          {actions.remove ? (
            <button type="button" className="button button--danger" onClick={onDelete}>
              Delete
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
