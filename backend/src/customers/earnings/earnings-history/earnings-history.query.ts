import { Query } from '@nestjs/cqrs';
import type { HistoryResponse } from '@flirtwire/contracts';

/** The Flirt's earnings history rows (16 months), newest first. */
export class EarningsHistoryQuery extends Query<HistoryResponse> {
  constructor(
    readonly creatorId: string,
    readonly page: number,
    readonly perPage: number,
  ) {
    super();
  }
}
