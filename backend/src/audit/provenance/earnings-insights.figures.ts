import {
  type AnyEventEnvelope,
  MONEY_EVENT_TYPES,
  type MoneyEventType,
  utcDay,
} from '@flirtwire/contracts';
import {
  EARNINGS_HISTORY,
  type EarningsHistoryDoc,
  type EarningsInsights,
  earningsInsights,
  INSIGHT_PAYMENT_FIELDS,
  type InsightPayment,
  insightPaymentsFilter,
  insightPaymentsOf,
} from '@flirtwire/projections';
import {
  type ComputedFigure,
  type ComputedFigureQuery,
  defineComputedFigure,
} from './computed-figure.js';
import { movementOf } from './earnings-totals.figures.js';

type MoneyEvent = Extract<AnyEventEnvelope, { type: MoneyEventType }>;

/** Past every day an auditor may ask for: "up to the checkpoint". */
const LAST_DAY = '9999-12-31';

/** The Flirt's payments (gross > 0) read from the money events, each charge once. */
function paymentsFromEvents(events: readonly MoneyEvent[], creatorId: string): InsightPayment[] {
  const seen = new Set<string>();
  const payments: InsightPayment[] = [];
  for (const event of events) {
    const movement = movementOf(event);
    if (!movement || movement.creatorId !== creatorId || movement.grossCents <= 0) continue;
    if (seen.has(movement.id)) continue;
    seen.add(movement.id);
    payments.push({
      customerId: movement.customerId,
      at: movement.at,
      channel: movement.channel,
      grossCents: movement.grossCents,
    });
  }
  return payments;
}

interface InsightFigure {
  readonly key: string;
  readonly label: string;
  readonly description: string;
  /** Whether only the window's payments count (else every payment up to `to`). */
  readonly windowOnly: boolean;
  pick(insights: EarningsInsights): unknown;
}

const FIGURES: readonly InsightFigure[] = [
  {
    key: 'earnings.spenders',
    label: 'Spenders',
    description: 'Customers who paid the Flirt anything over the UTC days `from`..`to`.',
    windowOnly: true,
    pick: (i) => i.spenders,
  },
  {
    key: 'earnings.new_spenders',
    label: 'New spenders',
    description:
      'Spenders of `from`..`to` whose first payment to the Flirt ever falls in those UTC days.',
    windowOnly: false,
    pick: (i) => i.newSpenders,
  },
  {
    key: 'earnings.average_per_spender',
    label: 'Average per spender (cents)',
    description: 'Gross of `from`..`to` divided by its spenders, rounded to the cent.',
    windowOnly: true,
    pick: (i) => i.averagePerSpender,
  },
  {
    key: 'earnings.channels_over_time',
    label: 'Gross by channel over time (cents)',
    description:
      'Gross of `from`..`to` per channel per day (windows up to 62 days), week from Monday (up to 186) or calendar month (longer, and lifetime) in `time_zone`.',
    windowOnly: true,
    pick: (i) => ({ bucket: i.bucket, points: i.channelsOverTime }),
  },
  {
    key: 'earnings.heat_map',
    label: 'Payments by weekday and hour',
    description:
      'Payments of `from`..`to` and their gross per weekday and hour of the wall clock in `time_zone` (across daylight-saving changes).',
    windowOnly: true,
    pick: (i) => i.heatMap,
  },
  {
    key: 'earnings.top_spenders',
    label: 'Top spenders and their share',
    description:
      'The 10 customers who paid the most over `from`..`to`, with their share of its gross.',
    windowOnly: true,
    pick: (i) => i.topSpenders,
  },
  {
    key: 'earnings.cohorts',
    label: 'Retention cohorts',
    description:
      'Per month of first purchase (in `time_zone`), how many of its customers paid in each later month, up to `to`.',
    windowOnly: false,
    pick: (i) => i.cohorts,
  },
];

const windowOf = (query: ComputedFigureQuery) => ({
  from: query.from,
  to: query.to ?? LAST_DAY,
  timeZone: query.timeZone ?? 'UTC',
});

function insightFigure(figure: InsightFigure): ComputedFigure {
  return defineComputedFigure<MoneyEvent>({
    key: figure.key,
    label: figure.label,
    description: `${figure.description} Gross payments (what customers paid); refunds do not undo a payment. The read model's side reads the earnings history, the events' side the money events (docs/adr/0005); both go through the same fold (earnings-insights.ts).`,
    subjectKind: 'flirt',
    parts: [],
    projection: 'earnings',
    displayed: async (read, query) => {
      const rows = await read<EarningsHistoryDoc>(EARNINGS_HISTORY)
        .find(insightPaymentsFilter(query.subjectId), { projection: INSIGHT_PAYMENT_FIELDS })
        .toArray();
      return figure.pick(earningsInsights(insightPaymentsOf(rows), windowOf(query)));
    },
    // Calls, chat, mail, goodies and offers count on their own `at`: scan by type only.
    sources: () => ({ scan: { eventTypes: MONEY_EVENT_TYPES } }),
    counts: (event, query) => {
      const movement = movementOf(event);
      if (!movement || movement.creatorId !== query.subjectId || movement.grossCents <= 0) {
        return false;
      }
      const day = utcDay(movement.at);
      const { from, to } = windowOf(query);
      return day <= to && (!figure.windowOnly || from === null || day >= from);
    },
    recompute: (events, query) =>
      figure.pick(earningsInsights(paymentsFromEvents(events, query.subjectId), windowOf(query))),
  });
}

/** Earnings insights (issue 35): each figure of the insights section, traceable. */
export const earningsInsightFigures: readonly ComputedFigure[] = FIGURES.map(insightFigure);
