import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { siteDollarsStreamId } from '@flirtwire/contracts';
import { SITE_DOLLAR_ACCOUNTS, type SiteDollarAccountDoc } from '@flirtwire/projections';
import { Scheduler } from '../../platform/scheduling/scheduler.js';
import { ReadModels } from '../../read-side/read-models.js';
import { type CommandContext, CommandProcessor } from '../../shared/commands/command-processor.js';
import { idFromKey } from '../../shared/domain/ids.js';
import { dormantBefore, feeMonth, siteDollarsDecider } from './site-dollars.decider.js';

export const MAINTENANCE_FEE_JOB = 'site-dollars-maintenance-fee';

/**
 * The account maintenance fee (Terms of Service: $2.00 a month on a positive balance dormant
 * for 12 months), hourly and by hand through the schedules endpoint. The read model only
 * narrows the search; the decider decides from the stream. The fee id is derived from the
 * customer and the month, so a repeated or concurrent run charges a month once.
 */
@Injectable()
export class MaintenanceFeeJob implements OnModuleInit {
  private readonly logger = new Logger('SiteDollars');

  constructor(
    @Inject(Scheduler) private readonly scheduler: Scheduler,
    private readonly commands: CommandProcessor,
    private readonly readModels: ReadModels,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: MAINTENANCE_FEE_JOB,
      everyMs: 3_600_000,
      readModels: [SITE_DOLLAR_ACCOUNTS],
      run: (now) => this.run(now),
    });
  }

  async run(now: Date): Promise<{ done: number }> {
    const at = now.toISOString();
    const context: CommandContext = {
      correlationId: `maintenance-fee-${at}`,
      causationId: `maintenance-fee-${at}`,
      actor: { id: MAINTENANCE_FEE_JOB, role: 'system' },
      now,
    };
    const dormant = await this.readModels
      .collection<SiteDollarAccountDoc>(SITE_DOLLAR_ACCOUNTS)
      .find(
        { balanceCents: { $gt: 0 }, lastActivityAt: { $ne: null, $lte: dormantBefore(at) } },
        { sort: { _id: 1 } },
      )
      .toArray();
    let done = 0;
    for (const { _id: customerId } of dormant) {
      try {
        const outcome = await this.commands.handle(
          siteDollarsStreamId(customerId),
          siteDollarsDecider,
          {
            type: 'ChargeMaintenanceFee',
            feeId: idFromKey('maintenance-fee', customerId, feeMonth(at)),
            customerId,
            at,
          },
          context,
        );
        done += outcome.events.length;
      } catch (error) {
        // One account's trouble never stops the others; its fee is due again next run.
        this.logger.error({ err: error, customerId }, 'maintenance fee failed');
      }
    }
    return { done };
  }
}
