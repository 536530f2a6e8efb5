import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { SUBSCRIPTIONS, type SubscriptionDoc } from '@flirtwire/projections';
import { Scheduler } from '../../platform/scheduling/scheduler.js';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { ReadModels } from '../../read-side/read-models.js';
import type { CommandContext } from '../../shared/commands/command-processor.js';
import { Billing } from './billing.service.js';

export const BILLING_JOB = 'subscription-billing';
const PAGE = 500;
const CATCH_UP_MS = 5_000;

/**
 * The billing cycle's durable driver (docs/adr/0050). Every minute it finds the recurring
 * payments whose next action is due (`nextActionAt` in the subscriptions read model: a renewal
 * at the period end, a retry, an expiry, a charge left in flight by a crash) and takes each one
 * step through its decider. Nothing is remembered between runs: after a restart or downtime the
 * next run finds everything still due, and a step repeated for the same moment does nothing.
 */
@Injectable()
export class RenewalJob implements OnModuleInit {
  private readonly logger = new Logger('Billing');

  constructor(
    @Inject(Scheduler) private readonly scheduler: Scheduler,
    private readonly billing: Billing,
    private readonly readModels: ReadModels,
    private readonly host: ProjectionHost,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: BILLING_JOB,
      everyMs: 60_000,
      readModels: [SUBSCRIPTIONS],
      run: (now) => this.run(now),
    });
  }

  async run(now: Date, onStep?: (subscriptionId: string) => void): Promise<{ done: number }> {
    const context: CommandContext = {
      correlationId: `billing-${now.toISOString()}`,
      causationId: `billing-${now.toISOString()}`,
      actor: { id: BILLING_JOB, role: 'system' },
      now,
    };
    const seen = new Set<string>();
    let done = 0;
    for (;;) {
      // The index must include everything appended so far (our own steps included).
      await this.host.caughtUp([SUBSCRIPTIONS], CATCH_UP_MS);
      const due = await this.readModels
        .collection<SubscriptionDoc>(SUBSCRIPTIONS)
        .find(
          { nextActionAt: { $lte: now.toISOString() } },
          { sort: { nextActionAt: 1 }, limit: PAGE, projection: { _id: 1 } },
        )
        .toArray();
      const fresh = due.filter((doc) => !seen.has(doc._id));
      if (fresh.length === 0) return { done };
      for (const { _id: subscriptionId } of fresh) {
        seen.add(subscriptionId);
        try {
          done += await this.billing.renew(subscriptionId, context);
          onStep?.(subscriptionId);
        } catch (error) {
          // One subscription's trouble never stops the others; it is due again next run.
          this.logger.error({ err: error, subscriptionId }, 'renewal step failed');
        }
      }
    }
  }
}
