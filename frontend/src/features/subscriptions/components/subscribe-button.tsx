import { formatCents, type SubscriptionView } from '@flirtwire/contracts';
import { Link, useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useCardDialogs } from '@/components/card-dialogs';
import { ConfirmDialog } from '@/components/dialog';
import { ErrorState } from '@/components/states';
import { formatShortDate } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { showSnackbar } from '@/lib/snackbar-store';
import { usePackageSubscriptions } from '../api/get-package-subscriptions';
import { usePackages } from '../api/get-packages';
import { useSubscription } from '../api/get-subscription';
import { subscribe } from '../api/subscribe';
import { subscribePackage } from '../api/subscribe-package';
import { subscribeButtonState } from '../lib/subscribe-button-state';
import { subscribeTarget } from '../lib/subscribe-target';
import { approveTarget, endTarget, renewTarget } from '../lib/target-commands';
import { useMoneyCommand } from '../lib/use-money-command';
import { SubscribeDialog, UnsubscribeDialog } from './subscribe-dialog';
import { useSubscriptionNotices } from './use-subscription-notices';

export interface SubscribeButtonProps {
  readonly advisorId: string;
  readonly advisorLogin: string;
  /** A row already loaded (the subscriptions page); else the button loads the Flirt's own. */
  readonly row?: SubscriptionView;
}

/**
 * The subscribe button in every state of spec 000 §4, for a storefront, a feed or a
 * subscriptions row. With the recurring-package flag on (the Flirt sells no plain
 * subscription), it sells the Flirt's public packages instead.
 */
export function SubscribeButton({ advisorId, advisorLogin, row }: SubscribeButtonProps) {
  useSubscriptionNotices();
  const user = useCurrentUser();
  const own = user.data?.id === advisorId;
  const feed = useSubscription(advisorId, !row && !own && Boolean(user.data));
  const { packagesMode } = subscribeTarget(row, feed.data, undefined);
  const packages = usePackages(advisorId, packagesMode);
  const packageRows = usePackageSubscriptions(advisorId, packagesMode && !row);
  const { current } = subscribeTarget(row, feed.data, packageRows.data);
  const money = useMoneyCommand();
  const dialogs = useCardDialogs();
  const [dialog, setDialog] = useState<'subscribe' | 'unsubscribe' | 'approve' | null>(null);
  const router = useRouter();
  const detailId = useId();
  const timeZone = user.data?.canonical_iana_timezone;

  if (own) return <ButtonView label="Subscribe" detail="You can't subscribe to yourself" />;
  // Spec 000 §6: a visitor's protected action goes to sign in, and comes back.
  if (user.data === null)
    return (
      <div className="subscribe-button">
        <Link
          to="/login"
          search={{ return_url: window.location.pathname + window.location.search }}
          className="button button--primary"
        >
          Subscribe
        </Link>
      </div>
    );
  if (!current) {
    if (feed.isError)
      return (
        <ErrorState
          error={feed.error}
          onRetry={() => {
            void feed.refetch();
          }}
        />
      );
    return <ButtonView label="Subscribe" detail={null} busy />;
  }
  const target = current;
  const state = subscribeButtonState(target, timeZone ? { timeZone } : {});

  async function press() {
    switch (state.action) {
      case 'subscribe':
        // Spec 000 §4: without a card on file, the manage-cards modal opens first.
        if (await money.ensureCard()) setDialog('subscribe');
        return;
      case 'unsubscribe':
        setDialog('unsubscribe');
        return;
      case 'resubscribe':
        await money.run(['resubscribe', target.id], (key) => renewTarget(target, key));
        return;
      case 'approve':
        setDialog('approve');
        return;
      case 'update_card':
        if (await dialogs.manageCards())
          await money.run(['resubscribe', target.id], (key) => renewTarget(target, key));
        return;
      case 'none':
        return;
      default: {
        const never: never = state.action;
        return never;
      }
    }
  }

  return (
    <div className="subscribe-button">
      <button
        type="button"
        className={`button ${state.action === 'unsubscribe' ? '' : 'button--primary'}`}
        disabled={state.disabled || money.pending}
        {...(state.detail ? { 'aria-describedby': detailId } : {})}
        onClick={() => {
          void press();
        }}
      >
        {state.label}
      </button>
      {state.detail ? (
        <p id={detailId} className="subscribe-button__detail">
          {state.detail}
        </p>
      ) : null}
      <SubscribeDialog
        open={dialog === 'subscribe'}
        login={advisorLogin}
        rate={packagesMode ? null : (target.available_offerings[0]?.rate ?? target.rate)}
        packages={packagesMode ? (packages.data?.packages ?? []) : null}
        cardLastFour={user.data?.default_card?.last_four ?? null}
        pending={money.pending}
        onClose={() => {
          setDialog(null);
        }}
        onSubscribe={(packageId) => {
          setDialog(null);
          const offering = target.available_offerings[0]?.id;
          void money
            .run(['subscribe', advisorId, packageId ?? offering ?? null], (key) =>
              packageId ? subscribePackage(packageId, key) : subscribe(advisorId, offering, key),
            )
            .then((result) => {
              if (!result) return;
              showSnackbar(`You are now subscribed to ${advisorLogin}.`, 'success');
              // Spec 000 §7: a charged subscription goes to the Flirt's feed (by its address: the
              // feed screens belong to the feeds area).
              const feed = `/${encodeURIComponent(advisorLogin)}/feed`;
              if (result.charged && window.location.pathname !== feed)
                void router.navigate({ href: feed });
            });
        }}
      />
      <ConfirmDialog
        open={dialog === 'approve'}
        title="Renew (Price Change)"
        message={`${advisorLogin} changed the price from ${formatCents(target.rate)} to ${
          target.new_rate === null ? 'a new price' : formatCents(target.new_rate)
        } per month. Approve the new price to keep your subscription?`}
        confirmLabel="Approve"
        busy={money.pending}
        onCancel={() => {
          setDialog(null);
        }}
        onConfirm={() => {
          setDialog(null);
          void money.run(['approve', target.id], (key) => approveTarget(target, key));
        }}
      />
      <UnsubscribeDialog
        open={dialog === 'unsubscribe'}
        login={advisorLogin}
        until={formatShortDate(target.renewalDate ?? target.subscription_ends_at, timeZone)}
        pending={money.pending}
        onClose={() => {
          setDialog(null);
        }}
        onConfirm={() => {
          setDialog(null);
          void money.run(['unsubscribe', target.id], (key) => endTarget(target, key), {
            charges: false,
          });
        }}
      />
    </div>
  );
}

function ButtonView({
  label,
  detail,
  busy = false,
}: {
  readonly label: string;
  readonly detail: string | null;
  readonly busy?: boolean;
}) {
  const detailId = useId();
  return (
    <div className="subscribe-button">
      <button
        type="button"
        className="button button--primary"
        disabled
        aria-busy={busy || undefined}
        {...(detail ? { 'aria-describedby': detailId } : {})}
      >
        {label}
      </button>
      {detail ? (
        <p id={detailId} className="subscribe-button__detail">
          {detail}
        </p>
      ) : null}
    </div>
  );
}
