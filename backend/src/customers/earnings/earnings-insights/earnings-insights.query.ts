import { Query } from '@nestjs/cqrs';
import type { EarningsInsightsQuery, EarningsInsightsResponse } from '@flirtwire/contracts';

/** A Flirt's earnings insights over a window: spenders, when they pay, who, and who returns. */
export class EarningsInsightsQueryMessage extends Query<EarningsInsightsResponse> {
  constructor(
    readonly creatorId: string,
    readonly params: EarningsInsightsQuery,
  ) {
    super();
  }
}
