import {
  CUSTOMER_SUBSCRIPTION_STATUSES,
  type CustomerRow,
  type CustomerSubscription,
  NOTE_MAX,
} from '@flirtwire/contracts';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/dialog';
import { MoneyLinesTable } from '@/components/money-lines-table';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { formatCents, formatShortDate } from '@/lib/format';
import { useDebouncedCallback } from '@/lib/hooks';
import { useCurrentUser } from '@/lib/session';
import { showSnackbar } from '@/lib/snackbar-store';
import { useBlockCustomers } from '../api/block-customers';
import { useCustomerFeedback } from '../api/get-customer-feedback';
import { useCustomerHistory } from '../api/get-customer-history';
import { useCustomerOffers } from '../api/get-customer-offers';
import { useCustomerOverview } from '../api/get-customer-overview';
import { useSetNote } from '../api/set-note';
import type { DetailTab } from '../lib/detail-tabs';
import { CustomerPrediction } from './customer-prediction';
import { StatusChip, SystemTagChip, UserTagChip, ValueChip } from './segment-chips';

/** Spec 002 §4: Active first, then pending or failed, then expired or cancelled. */
function statusRank(status: CustomerSubscription['status']): number {
  return CUSTOMER_SUBSCRIPTION_STATUSES.indexOf(status);
}

function SubscriptionItem({
  sub,
  timeZone,
}: {
  readonly sub: CustomerSubscription;
  readonly timeZone: string;
}) {
  let when: string;
  switch (sub.status) {
    case 'Active':
    case 'Pending Renewal':
      when = `Renews ${formatShortDate(sub.renewalDate, timeZone)}`;
      break;
    case 'Pending Expiration':
    case 'Charge Failed':
      when = `Expires ${formatShortDate(sub.expiration, timeZone)}`;
      break;
    case 'Expired':
    case 'Cancelled':
      when = `Expired ${formatShortDate(sub.expiration, timeZone)}`;
      break;
  }
  const showPerks =
    sub.type === 'package_subscription' &&
    (sub.status === 'Active' || sub.status === 'Pending Expiration') &&
    sub.perks !== null;
  const kind =
    sub.type === 'monetary_tribute'
      ? 'Recurring tribute'
      : sub.type === 'package_subscription'
        ? 'Package'
        : 'Feed subscription';
  return (
    <li className="subscription">
      <div className="details__name">
        <strong>{kind}</strong>
        <span>{formatCents(sub.rate)} per month</span>
        <span
          className={`chip ${sub.status === 'Active' ? 'chip--active' : sub.status === 'Expired' || sub.status === 'Cancelled' ? 'chip--no-spend' : 'chip--lapsing'}`}
        >
          {sub.status}
        </span>
      </div>
      <div className="muted">
        Since {formatShortDate(sub.firstSubscribed, timeZone)} · {when}
      </div>
      {showPerks && sub.perks ? (
        <ul className="guidelines">
          {sub.perks.freeMinutes ? (
            <li>
              Free calls: {sub.perks.freeMinutes.usedCalls} of {sub.perks.freeMinutes.totalCalls}{' '}
              used ({sub.perks.freeMinutes.minutesPerCall} minutes each)
            </li>
          ) : null}
          {sub.perks.chatVolleys ? (
            <li>
              Chat volleys: {sub.perks.chatVolleys.used} of {sub.perks.chatVolleys.total} used
            </li>
          ) : null}
          {sub.perks.feedAccess ? <li>Feed access</li> : null}
        </ul>
      ) : null}
    </li>
  );
}

type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

/** Spec 002: the note saves itself after 500 ms without typing. */
function NoteEditor({
  login,
  seekerId,
  initial,
}: {
  readonly login: string;
  readonly seekerId: string;
  readonly initial: string;
}) {
  const [note, setNote] = useState(initial);
  const [state, setState] = useState<SaveState>('idle');
  const save = useSetNote();
  const saveNow = useDebouncedCallback((text: string) => {
    setState('saving');
    save.mutate(
      { login, seekerId, note: text },
      {
        onSuccess: () => {
          setState('saved');
        },
        onError: () => {
          setState('error');
        },
      },
    );
  }, 500);
  const flush = useRef(saveNow.flush);
  useEffect(() => {
    flush.current = saveNow.flush;
  });
  // Leaving the page with typing not yet saved: save it now.
  useEffect(
    () => () => {
      flush.current();
    },
    [],
  );
  const label: Record<SaveState, string> = {
    idle: '',
    pending: 'Editing…',
    saving: 'Saving…',
    saved: 'Saved',
    error: 'Not saved. Keep typing to try again.',
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor="customer-note">
        Note
      </label>
      <textarea
        id="customer-note"
        className="textarea"
        maxLength={NOTE_MAX}
        value={note}
        placeholder="Only you see this note."
        aria-describedby="customer-note-state"
        onChange={(event) => {
          setNote(event.target.value);
          setState('pending');
          saveNow(event.target.value);
        }}
      />
      <p id="customer-note-state" className="save-state" aria-live="polite">
        {label[state]}
      </p>
    </div>
  );
}

function Figure({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Overview({ login }: { readonly login: string }) {
  const overview = useCustomerOverview(login);
  const user = useCurrentUser();
  const block = useBlockCustomers();
  const [confirm, setConfirm] = useState(false);
  const timeZone = user.data?.canonical_iana_timezone ?? 'America/New_York';
  if (overview.isPending) return <Loading />;
  if (overview.isError)
    return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />;
  const { customer, subscriptions, can_chat: canChat, note } = overview.data;
  const blocked = !customer.not_blocked;
  const sorted = [...subscriptions].sort((a, b) => statusRank(a.status) - statusRank(b.status));
  return (
    <div className="details">
      <aside className="details__aside">
        <section className="card">
          <CustomerHeader customer={customer} />
          <div className="toolbar" style={{ marginTop: 12 }}>
            {canChat ? (
              <a
                className="button button--primary"
                // The conversation is named by the other party: this customer's slug.
                href={`/chat/${encodeURIComponent(customer.seeker_name?.toLowerCase() ?? customer.seeker_id)}?start_chat=true`}
              >
                Go to Chat
              </a>
            ) : null}
            <button
              type="button"
              className={`button ${blocked ? '' : 'button--danger'}`}
              onClick={() => {
                setConfirm(true);
              }}
            >
              {blocked ? 'Unblock' : 'Block'}
            </button>
          </div>
        </section>
        <section className="card">
          <NoteEditor login={login} seekerId={customer.seeker_id} initial={note ?? ''} />
        </section>
      </aside>
      <div>
        <dl className="facts">
          <Figure label="Lifetime">{formatCents(customer.skr_lt_earnings)}</Figure>
          <Figure label="Last 365 days">{formatCents(customer.skr_365D_earnings)}</Figure>
          <Figure label="Last 90 days">{formatCents(customer.skr_90D_earnings)}</Figure>
          <Figure label="Last 30 days">{formatCents(customer.skr_30D_earnings)}</Figure>
          <Figure label="Main spend">{customer.main_spend ?? '—'}</Figure>
          <Figure label="Customer since">
            {formatShortDate(customer.customer_since, timeZone)}
          </Figure>
          <Figure label="Last contact">
            {customer.last_contact_date ? (
              <>
                {formatShortDate(customer.last_contact_date, timeZone)}
                {customer.last_contact_link_info ? (
                  <>
                    {' · '}
                    <a href={customer.last_contact_link_info.url}>
                      {customer.last_contact_link_info.label}
                    </a>
                  </>
                ) : customer.last_contact_type ? (
                  ` · ${customer.last_contact_type}`
                ) : null}
              </>
            ) : (
              '—'
            )}
          </Figure>
          <Figure label="Messages">
            {customer.num_messages_sent_to_advisor} in · {customer.num_messages_sent_from_advisor}{' '}
            out
          </Figure>
        </dl>
        <section className="card">
          <h2>Subscriptions</h2>
          {sorted.length === 0 ? (
            <p className="muted">No active subscriptions.</p>
          ) : (
            <ul className="list">
              {sorted.map((sub) => (
                <SubscriptionItem key={sub.id} sub={sub} timeZone={timeZone} />
              ))}
            </ul>
          )}
        </section>
      </div>
      <ConfirmDialog
        open={confirm}
        title={blocked ? `Unblock ${login}?` : `Block ${login}?`}
        message={
          blocked ? (
            <p>{login} will be able to contact you and buy from you again.</p>
          ) : (
            <p>
              {login} will no longer be able to contact you or buy from you, and their subscriptions
              with you end.
            </p>
          )
        }
        confirmLabel={blocked ? 'Unblock' : 'Block'}
        danger={!blocked}
        busy={block.isPending}
        onCancel={() => {
          setConfirm(false);
        }}
        onConfirm={() => {
          block.mutate(
            { block: !blocked, selection: { ids: [customer.seeker_id] } },
            {
              onSuccess: (result) => {
                setConfirm(false);
                showSnackbar(result.message, 'success');
              },
            },
          );
        }}
      />
    </div>
  );
}

function CustomerHeader({ customer }: { readonly customer: CustomerRow }) {
  return (
    <div>
      <div className="details__name">
        <ValueChip tier={customer.interval_earnings_group} />
        <StatusChip status={customer.lapse_status} />
      </div>
      {customer.system_tags.length + customer.user_tags.length > 0 ? (
        <div style={{ marginTop: 8 }}>
          {customer.system_tags.map((tag) => (
            <SystemTagChip key={tag} tag={tag} />
          ))}
          {customer.user_tags.map((tag) => (
            <UserTagChip key={tag} tag={tag} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function Offers({ login }: { readonly login: string }) {
  const offers = useCustomerOffers(login);
  const user = useCurrentUser();
  if (offers.isPending) return <Loading />;
  if (offers.isError)
    return <ErrorState error={offers.error} onRetry={() => void offers.refetch()} />;
  if (offers.data.offers.length === 0) return <EmptyState title="No offers found" />;
  const timeZone = user.data?.canonical_iana_timezone;
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Offer</th>
          <th scope="col" className="money">
            Amount
          </th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {offers.data.offers.map((offer) => (
          <tr key={offer.id}>
            <td>{formatShortDate(offer.created_at, timeZone)}</td>
            <td>{offer.description}</td>
            <td className="money">{offer.amount_string}</td>
            <td>{offer.redeemed ? 'Redeemed' : offer.expired ? 'Expired' : 'Open'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Spec 002: 10 is thumbs up, -10 thumbs down, 0 none, otherwise stars. */
function ratingText(rating: number): string {
  if (rating === 10) return '👍 Thumbs up';
  if (rating === -10) return '👎 Thumbs down';
  if (rating === 0) return 'No rating';
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  return `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} (${String(stars)} of 5)`;
}

function Feedback({ login }: { readonly login: string }) {
  const feedback = useCustomerFeedback(login);
  if (feedback.isPending) return <Loading />;
  if (feedback.isError)
    return <ErrorState error={feedback.error} onRetry={() => void feedback.refetch()} />;
  if (feedback.data.feedbacks.length === 0) return <EmptyState title="No feedback found" />;
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Type</th>
          <th scope="col">Rating</th>
        </tr>
      </thead>
      <tbody>
        {feedback.data.feedbacks.map((row, index) => (
          <tr key={`${row.title}-${String(index)}`}>
            <td>{row.title}</td>
            <td>{row.type}</td>
            <td>{ratingText(row.rating)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface HistoryLine {
  readonly date: string;
  readonly title: string;
  readonly amount: string;
  readonly link: string;
}

const historyFeatures = tableFeatures({});
const historyHelper = createColumnHelper<typeof historyFeatures, HistoryLine>();
const historyColumns = historyHelper.columns([
  historyHelper.accessor('date', { header: 'Date' }),
  historyHelper.accessor('title', {
    header: 'Description',
    cell: (info) => <a href={info.row.original.link}>{info.getValue()}</a>,
  }),
  historyHelper.accessor('amount', { header: 'Amount' }),
]);

function History({ login }: { readonly login: string }) {
  const [page, setPage] = useState(1);
  const history = useCustomerHistory(login, page);
  const user = useCurrentUser();
  const timeZone = user.data?.canonical_iana_timezone;
  const rows = useMemo<HistoryLine[]>(
    () =>
      (history.data?.history ?? []).map((row) => ({
        date: formatShortDate(row.created_at, timeZone),
        title: row.title || row.description,
        amount: formatCents(row.amount),
        link: row.link,
      })),
    [history.data, timeZone],
  );
  const table = useTable({
    features: historyFeatures,
    columns: historyColumns,
    data: rows,
  });
  if (history.isPending) return <Loading />;
  if (history.isError)
    return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.history.length === 0) return <EmptyState title="No history found" />;
  const pages = Math.max(1, Math.ceil(history.data.total_entries / history.data.per_page));
  return (
    <>
      <p className="muted">
        The last 16 months, since {formatShortDate(`${history.data.since}T12:00:00Z`, 'UTC')}.
      </p>
      <MoneyLinesTable table={table} page={page} pages={pages} onPage={setPage} />
    </>
  );
}

/** Customer details (spec 002): overview, offers, feedback and history; and the prediction. */
export function CustomerDetails({
  login,
  tab,
}: {
  readonly login: string;
  readonly tab: DetailTab;
}) {
  switch (tab) {
    case 'overview':
      return <Overview login={login} />;
    case 'offers':
      return <Offers login={login} />;
    case 'feedback':
      return <Feedback login={login} />;
    case 'history':
      return <History login={login} />;
    case 'prediction':
      return <CustomerPrediction login={login} />;
  }
}
