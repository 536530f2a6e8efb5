import {
  centsToDecimal,
  formatCents,
  SUBSCRIPTION_EMPTY_MESSAGES,
  type SubscriptionView,
} from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { openTributeModal } from '@/components/card-dialogs';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { formatShortDate } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { useSubscriptions } from '../api/list-subscriptions';
import { packagePerks, perksUsed } from '../lib/perks';
import { subscribeButtonState } from '../lib/subscribe-button-state';
import { SUBSCRIPTION_TABS, type SubscriptionTab } from '../lib/subscriptions-search';
import { SubscribeButton } from './subscribe-button';

const TYPE_LABELS: Record<SubscriptionView['type'], string> = {
  feed: 'Feed Subscription',
  package: 'Package',
  tribute: 'Monthly Tribute',
};

/** Spec 000 §2 subscriptions page: tabs Active, Needs Attention, Expired (`?t=`). */
export function SubscriptionsPage({ tab }: { readonly tab: SubscriptionTab }) {
  // Mounted per tab (the route keys it), so a new tab starts on its first page.
  const [page, setPage] = useState(1);
  const list = useSubscriptions(tab, page);
  return (
    <section className="page subscriptions-page">
      <h1>Subscriptions</h1>
      <nav className="tabs" aria-label="Subscriptions">
        {SUBSCRIPTION_TABS.map((item) => (
          <Link
            key={item.value}
            to="/subscriptions"
            search={{ t: item.value }}
            className="tabs__tab"
            aria-current={item.value === tab ? 'page' : undefined}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      {list.isPending ? (
        <Loading label="Loading your subscriptions..." />
      ) : list.isError ? (
        <ErrorState
          error={list.error}
          onRetry={() => {
            void list.refetch();
          }}
        />
      ) : list.data.subscriptions.length === 0 ? (
        <EmptyState title={list.data.empty_message ?? SUBSCRIPTION_EMPTY_MESSAGES[tab]} />
      ) : (
        <ul className="subscription-list" aria-busy={list.isFetching || undefined}>
          {list.data.subscriptions.map((row) => (
            <SubscriptionRow key={row.id} row={row} />
          ))}
        </ul>
      )}
      {list.data && (page > 1 || list.data.more) ? (
        <nav className="pager" aria-label="Pages">
          <button
            type="button"
            className="button button--small"
            disabled={page === 1}
            onClick={() => {
              setPage((value) => Math.max(1, value - 1));
            }}
          >
            Previous Page
          </button>
          <span>Page {page}</span>
          <button
            type="button"
            className="button button--small"
            disabled={!list.data.more}
            onClick={() => {
              setPage((value) => value + 1);
            }}
          >
            Next Page
          </button>
        </nav>
      ) : null}
    </section>
  );
}

function SubscriptionRow({ row }: { readonly row: SubscriptionView }) {
  const user = useCurrentUser();
  const timeZone = user.data?.canonical_iana_timezone;
  const date = (iso: string | null) => formatShortDate(iso, timeZone);
  const used = row.perks_used_available ? perksUsed(row.current_charge) : [];
  const tributeState =
    row.type === 'tribute' ? subscribeButtonState(row, timeZone ? { timeZone } : {}) : null;
  return (
    <li className="subscription-row">
      <div className="subscription-row__main">
        <h2 className="subscription-row__title">
          <Link to="/subscriptions/$login" params={{ login: row.advisor_login }}>
            {row.advisor_login}
          </Link>
        </h2>
        <p className="muted">
          {TYPE_LABELS[row.type]} · {formatCents(row.rate)} per month
          {row.new_rate !== null ? ` · new price ${formatCents(row.new_rate)} per month` : ''}
        </p>
        {row.package ? (
          <ul className="benefits">
            {packagePerks(row.package).map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
        ) : null}
        {row.type === 'tribute' && row.message ? <p>“{row.message}”</p> : null}
        {used.length > 0 ? (
          <div className="perks-used">
            <strong>Perks Used</strong>{' '}
            <span>
              {date(row.billingPeriodStart)}-{date(row.billingPeriodEnd)}
            </span>
            <ul>
              {used.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="subscription-row__actions">
        {row.type === 'tribute' ? (
          <>
            {tributeState?.detail ? (
              <p className="subscribe-button__detail">{tributeState.detail}</p>
            ) : null}
            {row.status === 'active' || row.status === 'charge_failed' ? (
              <button
                type="button"
                className="button"
                onClick={() => {
                  openTributeModal({
                    advisorId: row.advisor_id,
                    advisorLogin: row.advisor_login,
                    tributeId: row.id,
                    amount: centsToDecimal(row.rate),
                    message: row.message ?? '',
                  });
                }}
              >
                Edit Tribute
              </button>
            ) : null}
          </>
        ) : (
          <SubscribeButton advisorId={row.advisor_id} advisorLogin={row.advisor_login} row={row} />
        )}
        <button
          type="button"
          className="button button--quiet"
          disabled={!row.advisor_active || row.advisor_blocked}
          onClick={() => {
            openTributeModal({ advisorId: row.advisor_id, advisorLogin: row.advisor_login });
          }}
        >
          Pay a Tribute
        </button>
      </div>
    </li>
  );
}
