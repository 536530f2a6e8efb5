import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  addDays,
  type EarningsInsightsResponse,
  type InsightProvenance,
  utcDay,
  windowDays,
} from '@flirtwire/contracts';
import {
  CUSTOMER_ROWS,
  type CustomerDoc,
  EARNINGS_HISTORY,
  type EarningsHistoryDoc,
  earningsInsights,
  INSIGHT_PAYMENT_FIELDS,
  insightPaymentsFilter,
  insightPaymentsOf,
} from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { CustomerReader } from '../../read/customer-reader.js';
import { EarningsInsightsQueryMessage } from './earnings-insights.query.js';

/**
 * Earnings insights of the window ending today (UTC days, as the earnings view), folded at
 * query time from the Flirt's payments in the earnings history (docs/adr/0122): exact in the
 * Flirt's time zone whatever it is or becomes. Each figure names its auditor's trace.
 */
@QueryHandler(EarningsInsightsQueryMessage)
export class EarningsInsightsHandler implements IQueryHandler<EarningsInsightsQueryMessage> {
  constructor(
    private readonly readModels: ReadModels,
    private readonly customers: CustomerReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    creatorId,
    params,
  }: EarningsInsightsQueryMessage): Promise<EarningsInsightsResponse> {
    const to = utcDay(this.clock.now().toISOString());
    const days = windowDays(params.window);
    const from = days === null ? null : addDays(to, -(days - 1));
    const [timeZone, rows] = await Promise.all([
      this.customers.timeZone(creatorId),
      this.readModels
        .collection<EarningsHistoryDoc>(EARNINGS_HISTORY)
        .find(insightPaymentsFilter(creatorId), { projection: INSIGHT_PAYMENT_FIELDS })
        .toArray(),
    ]);
    const insights = earningsInsights(insightPaymentsOf(rows), { from, to, timeZone });
    const ids = insights.topSpenders.map((s) => `${creatorId}:${s.customerId}`);
    const logins = new Map(
      (ids.length
        ? await this.readModels
            .collection<CustomerDoc>(CUSTOMER_ROWS)
            .find({ _id: { $in: ids } }, { projection: { customerId: 1, login: 1 } })
            .toArray()
        : []
      ).map((row) => [row.customerId, row.login]),
    );
    const trace = (figure: string, zoned = false, since = from): InsightProvenance => ({
      figure,
      from: since,
      to,
      part: null,
      time_zone: zoned ? timeZone : null,
    });
    return {
      window: params.window,
      from,
      to,
      time_zone: timeZone,
      spenders: insights.spenders,
      new_spenders: insights.newSpenders,
      gross: insights.gross,
      average_per_spender: insights.averagePerSpender,
      bucket: insights.bucket,
      channels_over_time: insights.channelsOverTime,
      heat_map: insights.heatMap,
      best: insights.best,
      top_spenders: insights.topSpenders.map((s) => ({
        customer_id: s.customerId,
        seeker_name: logins.get(s.customerId) ?? null,
        gross: s.gross,
        share: s.share,
      })),
      cohorts: insights.cohorts,
      provenance: {
        spenders: trace('earnings.spenders'),
        new_spenders: trace('earnings.new_spenders'),
        gross: trace('earnings.gross'),
        average_per_spender: trace('earnings.average_per_spender'),
        channels_over_time: trace('earnings.channels_over_time', true),
        heat_map: trace('earnings.heat_map', true),
        top_spenders: trace('earnings.top_spenders'),
        cohorts: trace('earnings.cohorts', true, null),
      },
    };
  }
}
