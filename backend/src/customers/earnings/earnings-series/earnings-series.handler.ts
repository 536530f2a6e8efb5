import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  addDays,
  CHANNEL_BY_KEY,
  type ChannelAmounts,
  type ChannelKey,
  type EarningsResponse,
  utcDay,
  windowDays,
} from '@flirtwire/contracts';
import { EARNINGS_DAYS, type EarningsDayDoc } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { EarningsSeriesQuery } from './earnings-series.query.js';

type Granularity = EarningsResponse['granularity'];

const zero = (): ChannelAmounts => ({
  Calls: 0,
  Chat: 0,
  Tributes: 0,
  'Paid Mail': 0,
  Goodies: 0,
  Recurring: 0,
  total: 0,
});

/** The first day of the period a day falls in: itself, its ISO week's Monday, its month's 1st. */
function periodOf(day: string, granularity: Granularity): string {
  switch (granularity) {
    case 'day':
      return day;
    case 'week':
      return addDays(day, -((new Date(`${day}T00:00:00.000Z`).getUTCDay() + 6) % 7));
    case 'month':
      return `${day.slice(0, 7)}-01`;
  }
}

function nextPeriod(period: string, granularity: Granularity): string {
  if (granularity === 'day') return addDays(period, 1);
  if (granularity === 'week') return addDays(period, 7);
  const [year = 0, month = 1] = period.split('-').map(Number);
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

function add(target: ChannelAmounts, by: Partial<Record<ChannelKey, number>> = {}, sign = 1): void {
  for (const [key, cents] of Object.entries(by) as [ChannelKey, number][]) {
    const channel = CHANNEL_BY_KEY[key];
    target[channel] += sign * cents;
    target.total += sign * cents;
  }
}

/**
 * Earnings of the window ending today (UTC): the last N days including today, or lifetime.
 * Every period of the window is present (zeros where nothing was earned), so charts need no
 * gap filling. Net = gross − platform fees − refunds, chargebacks and chargeback fees.
 */
@QueryHandler(EarningsSeriesQuery)
export class EarningsSeriesHandler implements IQueryHandler<EarningsSeriesQuery> {
  constructor(
    private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ creatorId, params }: EarningsSeriesQuery): Promise<EarningsResponse> {
    const today = utcDay(this.clock.now().toISOString());
    const days = windowDays(params.window);
    const from = days === null ? null : addDays(today, -(days - 1));
    const docs = await this.readModels
      .collection<EarningsDayDoc>(EARNINGS_DAYS)
      .find(
        { creatorId, ...(from ? { day: { $gte: from, $lte: today } } : {}) },
        { sort: { day: 1 } },
      )
      .toArray();
    const start = from ?? docs[0]?.day ?? today;
    const periods = new Map<string, { gross: ChannelAmounts; net: ChannelAmounts }>();
    for (
      let period = periodOf(start, params.granularity);
      period <= today;
      period = nextPeriod(period, params.granularity)
    ) {
      periods.set(period, { gross: zero(), net: zero() });
    }
    const totals = { gross: zero(), net: zero(), fees: 0, reversals: 0 };
    for (const doc of docs) {
      const bucket = periods.get(periodOf(doc.day, params.granularity));
      for (const target of bucket ? [bucket, totals] : [totals]) {
        add(target.gross, doc.gross);
        add(target.net, doc.gross);
        add(target.net, doc.fees, -1);
        add(target.net, doc.reversals, -1);
      }
      for (const cents of Object.values(doc.fees ?? {})) totals.fees += cents;
      for (const cents of Object.values(doc.reversals ?? {})) totals.reversals += cents;
    }
    return {
      window: params.window,
      granularity: params.granularity,
      from,
      to: today,
      time_zone: 'UTC',
      series: [...periods].map(([period, amounts]) => ({ period, ...amounts })),
      totals,
    };
  }
}
