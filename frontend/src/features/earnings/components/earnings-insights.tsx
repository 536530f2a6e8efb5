import {
  EARNINGS_CHANNELS,
  type EarningsChannel,
  type EarningsInsightsResponse,
  type EarningsWindow,
  type InsightProvenance,
  WEEKDAYS,
} from '@flirtwire/contracts';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { EmptyState, ErrorState } from '@/components/states';
import { formatCents, formatCount } from '@/lib/format';
import { useEarningsInsights } from '../api/get-earnings-insights';
import { InsightsLoading } from './insights-loading';

// The chart library (Recharts, the screen's largest part) follows the figures and tables: they
// show as soon as the insights arrive, not once it has loaded.
const ChannelsChart = lazy(() => import('./insights-channels-chart'));

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
const percent1 = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

function monthLabel(month: string): string {
  return new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
}

/** A point of the channels chart: "Nov 3" (a day), "Nov 3" (the Monday of a week), "Nov 26". */
function periodLabel(start: string, bucket: EarningsInsightsResponse['bucket']): string {
  if (bucket === 'month') return monthLabel(start.slice(0, 7));
  return new Date(`${start}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const BUCKET_NAMES = { day: 'Day', week: 'Week of', month: 'Month' } as const;

/** 14 → "2 PM", 0 → "12 AM". */
function hourLabel(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12} ${suffix}`;
}

function zoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ');
}

/** What an auditor traces: the computed figure behind a number (docs/adr/0075, 0122). */
function traceOf(p: InsightProvenance): string {
  const range = `${p.from ?? 'the first payment'} to ${p.to}`;
  return `Traced by auditors as ${p.figure}, ${range}${p.time_zone ? `, ${p.time_zone}` : ''}`;
}

function Figure({
  label,
  value,
  help,
  provenance,
}: {
  readonly label: string;
  readonly value: string;
  readonly help: string;
  readonly provenance: InsightProvenance;
}) {
  return (
    <div className="total" data-figure={provenance.figure} title={traceOf(provenance)}>
      <div className="total__label">{label}</div>
      <div className="total__value">{value}</div>
      <div className="insight__help">{help}</div>
    </div>
  );
}

function Section({
  id,
  title,
  help,
  provenance,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly help: string;
  readonly provenance: InsightProvenance;
  readonly children: ReactNode;
}) {
  return (
    <section
      className="insight"
      aria-labelledby={id}
      data-figure={provenance.figure}
      title={traceOf(provenance)}
    >
      <h3 id={id}>{title}</h3>
      <p className="muted insight__help">{help}</p>
      {children}
    </section>
  );
}

function ChannelsOverTime({
  data,
  colours,
}: {
  readonly data: EarningsInsightsResponse;
  readonly colours: Record<EarningsChannel, string>;
}) {
  const points = useMemo(
    () =>
      data.channels_over_time.map((m) => ({
        period: periodLabel(m.start, data.bucket),
        ...Object.fromEntries(EARNINGS_CHANNELS.map((c) => [c, m.gross[c]])),
      })),
    [data],
  );
  return (
    <>
      <figure
        className="chart-frame insight__chart"
        aria-label={`Gross by channel per ${data.bucket}; the same figures are in the table below`}
      >
        <Suspense fallback={null}>
          <ChannelsChart points={points} colours={colours} />
        </Suspense>
      </figure>
      <details className="insight__table-toggle">
        <summary>Show as a table</summary>
        <div
          className="insight__scroll"
          role="region"
          aria-label={`Gross by channel per ${data.bucket}, table`}
          tabIndex={0}
        >
          <table className="insight__table">
            <thead>
              <tr>
                <th scope="col">{BUCKET_NAMES[data.bucket]}</th>
                {EARNINGS_CHANNELS.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {data.channels_over_time.map((m) => (
                <tr key={m.start}>
                  <th scope="row">{periodLabel(m.start, data.bucket)}</th>
                  {EARNINGS_CHANNELS.map((c) => (
                    <td key={c}>{formatCents(m.gross[c])}</td>
                  ))}
                  <td>{formatCents(m.gross.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}

const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Hours down, weekdays across: 24 short rows fit a phone where 24 columns would not. */
function HeatMap({ data }: { readonly data: EarningsInsightsResponse }) {
  const max = Math.max(0, ...data.heat_map.map((c) => c.gross));
  const cell = (weekday: number, hour: number) =>
    data.heat_map.find((c) => c.weekday === weekday && c.hour === hour);
  return (
    <div
      className="insight__scroll"
      role="region"
      aria-label="Payments by weekday and hour"
      tabIndex={0}
    >
      <table className="heat-map">
        <caption className="visually-hidden">
          {`Payments and gross by hour (rows) and weekday (columns), ${zoneLabel(data.time_zone)} time`}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Hour</span>
            </th>
            {SHORT_DAYS.map((day, i) => (
              <th key={day} scope="col" abbr={WEEKDAYS[i]}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 24 }, (_, hour) => (
            <tr key={hour}>
              <th scope="row">{hourLabel(hour)}</th>
              {SHORT_DAYS.map((day, weekday) => {
                const c = cell(weekday, hour);
                const gross = c?.gross ?? 0;
                const payments = c?.payments ?? 0;
                const strength = max === 0 ? 0 : gross / max;
                const best =
                  data.best !== null && data.best.weekday === weekday && data.best.hour === hour;
                const text = `${WEEKDAYS[weekday] ?? day} ${hourLabel(hour)}: ${formatCount(payments)} ${payments === 1 ? 'payment' : 'payments'}, ${formatCents(gross)}`;
                return (
                  <td
                    key={day}
                    className={best ? 'heat-map__cell heat-map__cell--best' : 'heat-map__cell'}
                    style={{
                      background:
                        gross > 0
                          ? `rgba(163, 25, 79, ${(0.12 + 0.88 * strength).toFixed(3)})`
                          : undefined,
                    }}
                    title={text}
                    data-testid={`heat-${weekday}-${hour}`}
                  >
                    <span className="visually-hidden">{text}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TopSpenders({ data }: { readonly data: EarningsInsightsResponse }) {
  return (
    <table className="insight__table">
      <thead>
        <tr>
          <th scope="col">Customer</th>
          <th scope="col">Gross</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {data.top_spenders.map((s) => (
          <tr key={s.customer_id}>
            <th scope="row">{s.seeker_name ?? 'A customer'}</th>
            <td>{formatCents(s.gross)}</td>
            <td>
              <span className="share">
                <span className="share__track" aria-hidden="true">
                  <span className="share__bar" style={{ width: percent1.format(s.share) }} />
                </span>
                <span className="share__text">{percent1.format(s.share)}</span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Cohorts({ data }: { readonly data: EarningsInsightsResponse }) {
  const width = Math.max(0, ...data.cohorts.map((c) => c.active.length));
  return (
    <div className="insight__scroll" role="region" aria-label="Retention cohorts" tabIndex={0}>
      <table className="insight__table cohorts">
        <caption className="visually-hidden">
          Customers by month of first purchase, and the share of them who paid again each month
          after
        </caption>
        <thead>
          <tr>
            <th scope="col">First purchase</th>
            <th scope="col">Customers</th>
            {Array.from({ length: width }, (_, k) => (
              <th key={k} scope="col" abbr={`Month ${k}`}>
                {k === 0 ? 'M0' : `+${k}`}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.cohorts.map((cohort) => (
            <tr key={cohort.month}>
              <th scope="row">{monthLabel(cohort.month)}</th>
              <td>{formatCount(cohort.customers)}</td>
              {Array.from({ length: width }, (_, k) => {
                const active = cohort.active[k];
                if (active === undefined) return <td key={k} className="cohorts__future" />;
                const share = cohort.customers === 0 ? 0 : active / cohort.customers;
                return (
                  <td
                    key={k}
                    className="cohorts__cell"
                    style={{
                      background:
                        active > 0
                          ? `rgba(14, 116, 144, ${(0.1 + 0.7 * share).toFixed(3)})`
                          : undefined,
                    }}
                    title={`${formatCount(active)} of ${formatCount(cohort.customers)}`}
                  >
                    {cohort.customers === 0 ? '—' : percent.format(share)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Earnings insights (issue 35) for the window the earnings view shows: who pays, when, how much
 * of it the biggest spenders make, and who comes back. Every chart has a table or a text
 * alternative, and every figure names the trace an auditor recomputes it by.
 */
export default function EarningsInsights({
  window,
  windowLabel,
  colours,
  timeZone,
}: {
  readonly window: EarningsWindow;
  readonly windowLabel: string;
  readonly colours: Record<EarningsChannel, string>;
  /** The Flirt's time zone from their profile, named until the insights name theirs. */
  readonly timeZone: string | undefined;
}) {
  const insights = useEarningsInsights(window);
  if (insights.isError)
    return <ErrorState error={insights.error} onRetry={() => void insights.refetch()} />;
  // The heading and what the figures mean show at once; the figures follow their data.
  const zone = insights.data?.time_zone ?? timeZone;
  const head = (
    <>
      <div className="page-header">
        <h2 id="insights-title">Insights</h2>
      </div>
      <p className="muted">
        {`${windowLabel}, gross (what customers paid). Days, weeks, months, weekdays and hours are in your time zone${zone ? `, ${zoneLabel(zone)}` : ''}.`}
      </p>
    </>
  );
  if (insights.isPending) {
    // Room for the insights while they load, so the history below does not jump (CLS).
    return <InsightsLoading>{head}</InsightsLoading>;
  }
  const data = insights.data;
  const p = data.provenance;
  return (
    <section className="insights" aria-labelledby="insights-title">
      {head}
      <div className="totals" role="group" aria-label="Spenders">
        <Figure
          label="Spenders"
          value={formatCount(data.spenders)}
          help="Customers who paid you anything"
          provenance={p.spenders}
        />
        <Figure
          label="New spenders"
          value={formatCount(data.new_spenders)}
          help="Their first payment to you ever"
          provenance={p.new_spenders}
        />
        <Figure
          label="Average per spender"
          value={formatCents(data.average_per_spender)}
          help="Gross divided by spenders"
          provenance={p.average_per_spender}
        />
      </div>
      {data.spenders === 0 ? (
        <EmptyState title="No payments in this window yet." />
      ) : (
        <div className="insights__grid">
          <Section
            id="insight-channels"
            title="Gross by channel over time"
            help={`Each ${data.bucket}'s gross per channel.`}
            provenance={p.channels_over_time}
          >
            <ChannelsOverTime data={data} colours={colours} />
          </Section>
          <Section
            id="insight-heat"
            title="Best time"
            help={`When payments come in, by weekday and hour (${zoneLabel(data.time_zone)}). Darker is more gross.`}
            provenance={p.heat_map}
          >
            {data.best ? (
              <p className="insight__best">
                {`Best: ${WEEKDAYS[data.best.weekday] ?? ''} ${hourLabel(data.best.hour)}–${hourLabel((data.best.hour + 1) % 24)}, ${formatCents(data.best.gross)}`}
              </p>
            ) : null}
            <HeatMap data={data} />
          </Section>
          <Section
            id="insight-top"
            title="Top spenders"
            help="The customers who paid you the most, and their share of the gross."
            provenance={p.top_spenders}
          >
            <TopSpenders data={data} />
          </Section>
        </div>
      )}
      <Section
        id="insight-cohorts"
        title="Retention by first purchase"
        help="All time, not just this window: customers by the month they first paid you, and the share of them who paid again each month after (M0 is the first month)."
        provenance={p.cohorts}
      >
        {data.cohorts.length === 0 ? (
          <EmptyState title="No payments yet." />
        ) : (
          <Cohorts data={data} />
        )}
      </Section>
    </section>
  );
}
