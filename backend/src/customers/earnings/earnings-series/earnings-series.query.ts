import { Query } from '@nestjs/cqrs';
import type { EarningsQuery, EarningsResponse } from '@flirtwire/contracts';

/** A Flirt's earnings by channel over a window, as a series and totals, gross and net. */
export class EarningsSeriesQuery extends Query<EarningsResponse> {
  constructor(
    readonly creatorId: string,
    readonly params: EarningsQuery,
  ) {
    super();
  }
}
