import {
  type ChannelAmounts,
  EARNINGS_CHANNELS,
  EARNINGS_WINDOWS,
  type EarningsChannel,
  type EarningsHistoryRow,
  type EarningsWindow,
  isReadModel,
  READ_MODELS,
} from '@flirtwire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { lazy, Suspense, useMemo, useState } from 'react';
import { MoneyLinesTable } from '@/components/money-lines-table';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { downloadCsv } from '@/lib/csv';
import { formatCents, formatShortDate } from '@/lib/format';
import { useRealtimeNotices, useRealtimeTopic } from '@/lib/realtime';
import { useAppConfig, useCurrentUser } from '@/lib/session';
import { showSnackbar } from '@/lib/snackbar-store';
import { earningsKeys, granularityFor, useEarnings } from '../api/get-earnings';
import { insightsKeys } from '../api/get-earnings-insights';
import { getAllEarningsHistory, useEarningsHistory } from '../api/get-earnings-history';
import { historyCsv } from '../lib/history-csv';
import EarningsInsights from './earnings-insights';

// The charts' library is the screen's largest part (recharts, about 100 kB compressed): the
// page, its totals, its insights' figures and its history render without waiting for it, and
// the charts follow (the insights load theirs themselves).
const EarningsChart = lazy(() => import('./earnings-chart'));

const WINDOW_LABELS: Record<EarningsWindow, string> = {
  '7': '7 days',
  '14': '14 days',
  '30': '30 days',
  '60': '60 days',
  '90': '90 days',
  '180': '180 days',
  '365': '365 days',
  lifetime: 'Lifetime',
};

/** One colour per channel, the same in the chart, the totals and the legend. */
const CHANNEL_COLOURS: Record<EarningsChannel, string> = {
  Calls: '#a3194f',
  Chat: '#1f4f8f',
  Tributes: '#1c6b3a',
  'Paid Mail': '#b45309',
  Goodies: '#6d28d9',
  Recurring: '#0e7490',
};

function periodLabel(day: string, granularity: 'day' | 'week' | 'month'): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (granularity === 'month') {
    return date.toLocaleDateString('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });
  }
  return date.toLocaleDateString('en-US', { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
}

export interface EarningsPageProps {
  readonly window: EarningsWindow;
  readonly view: 'gross' | 'net';
  readonly onChange: (update: { window?: EarningsWindow; view?: 'gross' | 'net' }) => void;
}

/**
 * The totals cards; without figures (while the earnings load) the same cards with blank values,
 * so nothing below moves when the figures arrive (CLS).
 */
function Totals({
  figures,
  view,
}: {
  readonly figures: {
    readonly amounts: ChannelAmounts;
    readonly fees: number;
    readonly reversals: number;
  } | null;
  readonly view: 'gross' | 'net';
}) {
  const value = (cents: (f: NonNullable<typeof figures>) => number) =>
    figures ? formatCents(cents(figures)) : '\u00a0';
  return (
    <div className="totals" role="group" aria-label="Totals">
      <div className="total">
        <div className="total__label">Total {view}</div>
        <div className="total__value">{value((f) => f.amounts.total)}</div>
      </div>
      {EARNINGS_CHANNELS.map((channel) => (
        <div key={channel} className="total">
          <div className="total__label">
            <span
              className="total__swatch"
              style={{ background: CHANNEL_COLOURS[channel] }}
              aria-hidden="true"
            />
            {channel}
          </div>
          <div className="total__value">{value((f) => f.amounts[channel])}</div>
        </div>
      ))}
      <div className="total">
        <div className="total__label">Platform fees</div>
        <div className="total__value">{value((f) => f.fees)}</div>
      </div>
      <div className="total">
        <div className="total__label">Refunds and chargebacks</div>
        <div className="total__value">{value((f) => f.reversals)}</div>
      </div>
    </div>
  );
}

interface HistoryLine {
  readonly date: string;
  readonly customer: string;
  readonly channel: string;
  readonly title: string;
  readonly amount: string;
  readonly link: string;
}

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, HistoryLine>();
const columns = helper.columns([
  helper.accessor('date', { header: 'Date' }),
  helper.accessor('customer', { header: 'Customer' }),
  helper.accessor('channel', { header: 'Channel' }),
  helper.accessor('title', {
    header: 'Description',
    cell: (info) => <a href={info.row.original.link}>{info.getValue()}</a>,
  }),
  helper.accessor('amount', { header: 'Amount' }),
]);

function HistoryTable({ timeZone }: { readonly timeZone: string | undefined }) {
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const history = useEarningsHistory(page);
  const rows = useMemo<HistoryLine[]>(
    () =>
      (history.data?.history ?? []).map((row: EarningsHistoryRow) => ({
        date: formatShortDate(row.created_at, timeZone),
        customer: row.seeker_name ?? '—',
        channel: row.channel,
        title: row.title || row.description,
        amount: formatCents(row.amount),
        link: row.link,
      })),
    [history.data, timeZone],
  );
  const table = useTable({ features, columns, data: rows });
  const exportCsv = () => {
    setExporting(true);
    getAllEarningsHistory()
      .then((all) => {
        downloadCsv('earnings-history.csv', historyCsv(all));
      })
      .catch(() => {
        showSnackbar('We could not export the history. Please try again.', 'error');
      })
      .finally(() => {
        setExporting(false);
      });
  };
  if (history.isPending) return <Loading />;
  if (history.isError)
    return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  const pages = Math.max(1, Math.ceil(history.data.total_entries / history.data.per_page));
  return (
    <section aria-labelledby="history-title">
      <div className="page-header">
        <h2 id="history-title">History</h2>
        <button
          type="button"
          className="button"
          onClick={exportCsv}
          disabled={exporting || history.data.total_entries === 0}
        >
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      {history.data.history.length === 0 ? (
        <EmptyState title="No history found" />
      ) : (
        <>
          <p className="muted">The last 16 months. Amounts are what customers paid (gross).</p>
          <MoneyLinesTable table={table} page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </section>
  );
}

/**
 * Earnings (spec 002): what customers paid by channel over time, gross or net of fees and
 * reversals, for a window from 7 days to lifetime; the totals; and the history with a CSV
 * export; the insights of the same window (issue 35). Updates live when a payment lands.
 */
export function EarningsPage({ window, view, onChange }: EarningsPageProps) {
  const granularity = granularityFor(window);
  const earnings = useEarnings({ window, granularity });
  const user = useCurrentUser();
  const config = useAppConfig();
  const queryClient = useQueryClient();
  useRealtimeTopic(config.data?.realtime.topics.creator_dashboard);
  // The chart and totals read the daily model, the history table the payments list.
  useRealtimeNotices(
    (notice) => {
      if (isReadModel(notice.collection, READ_MODELS.earningsDays))
        void queryClient.invalidateQueries({ queryKey: earningsKeys.seriesAll() });
      if (isReadModel(notice.collection, READ_MODELS.earningsHistory)) {
        void queryClient.invalidateQueries({ queryKey: earningsKeys.historyAll() });
        // The insights are folded from the same payments.
        void queryClient.invalidateQueries({ queryKey: insightsKeys.all() });
      }
    },
    () => {
      void queryClient.invalidateQueries({ queryKey: earningsKeys.all });
    },
  );

  const data = useMemo(
    () =>
      (earnings.data?.series ?? []).map((point) => {
        const amounts = point[view];
        return {
          period: periodLabel(point.period, granularity),
          ...Object.fromEntries(EARNINGS_CHANNELS.map((channel) => [channel, amounts[channel]])),
        };
      }),
    [earnings.data, view, granularity],
  );

  return (
    <div className="earnings">
      <div className="earnings-controls">
        <div className="segmented" role="group" aria-label="Window">
          {EARNINGS_WINDOWS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === window}
              onClick={() => {
                onChange({ window: option });
              }}
            >
              {WINDOW_LABELS[option]}
            </button>
          ))}
        </div>
        <div className="segmented" role="group" aria-label="Amounts">
          {(['gross', 'net'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === view}
              title={
                option === 'gross'
                  ? 'What customers paid'
                  : 'What you keep: less the platform fee, refunds and chargebacks'
              }
              onClick={() => {
                onChange({ view: option });
              }}
            >
              {option === 'gross' ? 'Gross' : 'Net'}
            </button>
          ))}
        </div>
        {earnings.isFetching ? <span className="muted">Updating…</span> : null}
      </div>
      {earnings.isPending ? (
        // The final layout's size while loading (the cards, the chart's frame): no shift after.
        <>
          <Totals figures={null} view={view} />
          <div className="chart-frame">
            <Loading />
          </div>
        </>
      ) : earnings.isError ? (
        <ErrorState error={earnings.error} onRetry={() => void earnings.refetch()} />
      ) : (
        <>
          <Totals
            figures={{
              amounts: earnings.data.totals[view],
              fees: earnings.data.totals.fees,
              reversals: earnings.data.totals.reversals,
            }}
            view={view}
          />
          {earnings.data.totals.gross.total === 0 && earnings.data.totals.net.total === 0 ? (
            <EmptyState title="No earnings in this window yet." />
          ) : (
            <figure
              className="chart-frame"
              aria-label={`${view === 'gross' ? 'Gross' : 'Net'} earnings by channel, ${WINDOW_LABELS[window]}`}
            >
              <Suspense fallback={<Loading />}>
                <EarningsChart data={data} colours={CHANNEL_COLOURS} />
              </Suspense>
            </figure>
          )}
        </>
      )}
      <EarningsInsights
        window={window}
        windowLabel={WINDOW_LABELS[window]}
        colours={CHANNEL_COLOURS}
        timeZone={user.data?.canonical_iana_timezone}
      />
      <HistoryTable timeZone={user.data?.canonical_iana_timezone} />
    </div>
  );
}
