import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { HistoryReader } from '../../read/history-reader.js';
import { EarningsHistoryQuery } from './earnings-history.query.js';

@QueryHandler(EarningsHistoryQuery)
export class EarningsHistoryHandler implements IQueryHandler<EarningsHistoryQuery> {
  constructor(
    private readonly history: HistoryReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ creatorId, page, perPage }: EarningsHistoryQuery) {
    return this.history.page(creatorId, null, this.clock.now(), page, perPage);
  }
}
