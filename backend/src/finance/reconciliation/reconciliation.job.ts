import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { reconciliationStreamId, utcDay } from '@flirtwire/contracts';
import { EARNINGS_DAYS, PAYOUTS, TAX_LEDGER_ENTRIES } from '@flirtwire/projections';
import { Scheduler } from '../../platform/scheduling/scheduler.js';
import { type CommandContext, CommandProcessor } from '../../shared/commands/command-processor.js';
import { idFromKey } from '../../shared/domain/ids.js';
import { Reconciler } from './reconciler.js';
import { runRecordOf } from './reconciliation-runs.js';
import { reconciliationRunDecider } from './reconciliation-run.decider.js';

export const RECONCILIATION_JOB = 'finance-reconciliation';

/** The previous UTC day of an instant. */
function previousDay(now: Date): string {
  const day = new Date(now);
  day.setUTCDate(day.getUTCDate() - 1);
  return utcDay(day.toISOString());
}

/**
 * The daily reconciliation of the previous UTC day (and by hand through
 * `POST /ops/schedules/finance-reconciliation/run`): its outcome is recorded as a
 * `ReconciliationCompleted` event, which the finance screen lists as the last runs. A run
 * repeated for the same moment records nothing again (the run id is derived from it).
 */
@Injectable()
export class ReconciliationJob implements OnModuleInit {
  private readonly logger = new Logger('Reconciliation');

  constructor(
    @Inject(Scheduler) private readonly scheduler: Scheduler,
    private readonly reconciler: Reconciler,
    private readonly commands: CommandProcessor,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: RECONCILIATION_JOB,
      everyMs: 86_400_000,
      readModels: [EARNINGS_DAYS, PAYOUTS, TAX_LEDGER_ENTRIES],
      run: (now) => this.run(now),
    });
  }

  async run(now: Date): Promise<{ done: number }> {
    const day = previousDay(now);
    const period = { from: day, to: day };
    const result = await this.reconciler.run(period);
    const at = now.toISOString();
    const context: CommandContext = {
      correlationId: `${RECONCILIATION_JOB}-${at}`,
      causationId: `${RECONCILIATION_JOB}-${at}`,
      actor: { id: RECONCILIATION_JOB, role: 'system' },
      now,
    };
    const runId = idFromKey('reconciliation', day, at);
    const outcome = await this.commands.handle(
      reconciliationStreamId(period.from, period.to),
      reconciliationRunDecider,
      { type: 'RecordReconciliation', run: runRecordOf(runId, period, result) },
      context,
    );
    if (result.status === 'red') {
      this.logger.warn(
        { day, differences: result.differences.length },
        'the reconciliation found differences',
      );
    }
    return { done: outcome.events.length };
  }
}
