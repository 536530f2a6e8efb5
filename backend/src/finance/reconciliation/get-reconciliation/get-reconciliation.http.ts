import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type EventEnvelope,
  ReconciliationQuery,
  type ReconciliationResponse,
  type ReconciliationRunData,
  type ReconciliationRunsResponse,
} from '@flirtwire/contracts';
import {
  EVENT_STORE,
  type EventStore,
} from '../../../infrastructure/event-store/event-store.port.js';
import { Roles } from '../../../shared/auth/roles.guard.js';
import { Reconciler } from '../reconciler.js';
import { runRowOf } from '../reconciliation-runs.js';

const RUNS_SHOWN = 30;

/**
 * The reconciliation (finance and auditors): a period's processor, ledger and read-model
 * figures side by side with every difference (paged), and the daily job's last runs.
 */
@ApiTags('finance')
@Controller('finance/reconciliation')
@Roles('finance', 'auditor')
export class ReconciliationController {
  constructor(
    private readonly reconciler: Reconciler,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Processor vs ledger vs read models for a period of UTC days (from, to inclusive), with the differences',
  })
  async reconcile(
    @Query({ schema: ReconciliationQuery }) query: ReconciliationQuery,
  ): Promise<ReconciliationResponse> {
    const result = await this.reconciler.run({ from: query.from, to: query.to });
    const first = (query.page - 1) * query.page_size;
    return {
      from: query.from,
      to: query.to,
      position: result.position,
      status: result.status,
      columns: result.columns,
      lines: result.lines,
      differences: result.differences.slice(first, first + query.page_size),
      total: result.differences.length,
      page: query.page,
      page_size: query.page_size,
    };
  }

  @Get('runs')
  @ApiOperation({ summary: 'The last runs of the daily reconciliation, newest first' })
  async runs(): Promise<ReconciliationRunsResponse> {
    // eslint-disable-next-line local/state-via-command-processor -- the last runs' events as recorded, newest first: a log query, no state folded
    const events = await this.events.readAll({
      direction: 'backwards',
      maxCount: RUNS_SHOWN,
      filter: { eventTypes: ['ReconciliationCompleted'] },
    });
    return {
      runs: events.map((event) => runRowOf(event as EventEnvelope<string, ReconciliationRunData>)),
    };
  }
}
