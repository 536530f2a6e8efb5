import { formatCents, type PackageView, SUBSCRIPTION_MESSAGES } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { Dialog } from '@/components/dialog';
import { ErrorState } from '@/components/states';
import { useCurrentUser } from '@/lib/session';
import { showSnackbar } from '@/lib/snackbar-store';
import { usePackageSubscriptions } from '../api/get-package-subscriptions';
import { usePackages } from '../api/get-packages';
import { subscribePackage } from '../api/subscribe-package';
import { packageSubscriptionLine } from '../lib/package-subscription-line';
import { packagePerks } from '../lib/perks';
import { useMoneyCommand } from '../lib/use-money-command';

/**
 * The storefront's Packages tab (spec 001 §2.1, §4, §5): the Flirt's public packages, the
 * viewer's running package subscription (looked up only when signed in), and the package dialog
 * that /{login}/packages/{packageId} opens. The Flirt cannot buy their own package.
 */
export function StorefrontPackages({
  advisorId,
  advisorLogin,
  openPackageId,
  onOpen,
}: {
  readonly advisorId: string;
  readonly advisorLogin: string;
  /** The package whose dialog is open (from the URL). */
  readonly openPackageId: string | null;
  /** Opens (id) or closes (null) a package's dialog: the route puts it in the URL. */
  readonly onOpen: (packageId: string | null) => void;
}) {
  const user = useCurrentUser();
  const own = user.data?.id === advisorId;
  const packages = usePackages(advisorId, true);
  const rows = usePackageSubscriptions(advisorId, Boolean(user.data) && !own);
  // One purchase intent per opening of a package's dialog.
  const money = useMoneyCommand(openPackageId);
  const timeZone = user.data?.canonical_iana_timezone;
  const running = rows.data?.find((row) => row.status !== 'cancelled' && row.package !== null);
  const line = running ? packageSubscriptionLine(running, timeZone) : null;
  const list = packages.data?.packages ?? [];
  const opened = list.find((pkg) => pkg.id === openPackageId) ?? null;

  function buy(pkg: PackageView) {
    // Spec 001 §5: the Flirt's own package is refused before anything is charged.
    if (own) {
      showSnackbar(SUBSCRIPTION_MESSAGES.ownPackage, 'error');
      return;
    }
    void money
      .run(['subscribe-package', pkg.id], (key) => subscribePackage(pkg.id, key))
      .then((result) => {
        if (!result) return;
        onOpen(null);
        showSnackbar(`You are now subscribed to ${advisorLogin}.`, 'success');
      });
  }

  if (packages.isPending) return <p role="status">Loading...</p>;
  if (packages.isError)
    return <ErrorState error={packages.error} onRetry={() => void packages.refetch()} />;
  return (
    <section className="storefront-packages" aria-label="Packages">
      {running?.package && line ? (
        <p className="storefront-packages__current" role="status">
          Your package: {formatCents(running.package.rate)} per month. {line}
        </p>
      ) : null}
      {list.length === 0 ? (
        <p className="empty-state">No packages for sale right now.</p>
      ) : (
        <ul className="storefront-packages__list">
          {list.map((pkg) => (
            <li key={pkg.id} className="card storefront-packages__card">
              <h2 className="storefront-packages__rate">{formatCents(pkg.rate)} per month</h2>
              <ul className="benefits">
                {packagePerks(pkg).map((perk) => (
                  <li key={perk}>{perk}</li>
                ))}
              </ul>
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  onOpen(pkg.id);
                }}
              >
                {running?.package?.id === pkg.id ? 'View Package' : 'Subscribe'}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={opened !== null}
        title={opened ? `${formatCents(opened.rate)} per month package` : 'Package'}
        width={480}
        onClose={() => {
          onOpen(null);
        }}
        actions={
          opened === null ? null : user.data === null ? (
            <Link
              to="/login"
              search={{
                return_url: `/${encodeURIComponent(advisorLogin)}/packages/${opened.id}`,
              }}
              className="button button--primary"
            >
              Sign In to Buy
            </Link>
          ) : running?.package?.id === opened.id ? null : (
            <button
              type="button"
              className="button button--primary"
              disabled={money.pending}
              onClick={() => {
                buy(opened);
              }}
            >
              Buy Package
            </button>
          )
        }
      >
        {opened ? (
          <>
            <p>
              A monthly package from {advisorLogin}, charged {formatCents(opened.rate)} every month
              {user.data?.default_card
                ? ` to your card ending in ${user.data.default_card.last_four}`
                : ''}{' '}
              until you cancel.
            </p>
            <ul className="benefits">
              {packagePerks(opened).map((perk) => (
                <li key={perk}>{perk}</li>
              ))}
            </ul>
            {running?.package?.id === opened.id && line ? <p>{line}</p> : null}
          </>
        ) : null}
      </Dialog>
    </section>
  );
}
