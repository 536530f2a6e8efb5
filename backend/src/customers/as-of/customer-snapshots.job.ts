import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CUSTOMER_ROWS, CUSTOMER_STATS, type StatsDoc } from '@flirtwire/projections';
import { Scheduler } from '../../platform/scheduling/scheduler.js';
import { ReadModels } from '../../read-side/read-models.js';
import { CustomerSnapshots } from './customer-snapshots.js';

export const CUSTOMER_SNAPSHOTS_JOB = 'customer-snapshots';

/**
 * Flirts with fewer customers replay a past day from position 0 fast enough (docs/adr/0126: a
 * generated Flirt with 20,000 answers in about 2.5 s).
 */
export const SNAPSHOT_MIN_CUSTOMERS = 10_000;

/**
 * Keeps quarterly snapshots of the My Customers replay for each Flirt with many customers, so
 * "as of a day" replays at most a quarter of their events (docs/adr/0126); the people events of
 * customers who arrived since a snapshot are folded into it. By hand: `POST /ops/schedules/customer-snapshots/run`.
 */
@Injectable()
export class CustomerSnapshotsJob implements OnModuleInit {
  constructor(
    @Inject(Scheduler) private readonly scheduler: Scheduler,
    private readonly readModels: ReadModels,
    private readonly snapshots: CustomerSnapshots,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: CUSTOMER_SNAPSHOTS_JOB,
      everyMs: 6 * 3_600_000,
      readModels: [CUSTOMER_ROWS, CUSTOMER_STATS],
      run: (now) => this.run(now),
    });
  }

  /** Snapshots written for every Flirt with at least SNAPSHOT_MIN_CUSTOMERS customers. */
  async run(now: Date): Promise<{ done: number }> {
    const flirts = await this.readModels
      .collection<StatsDoc>(CUSTOMER_STATS)
      .find({ rows: { $gte: SNAPSHOT_MIN_CUSTOMERS } }, { sort: { _id: 1 } })
      .toArray();
    let done = 0;
    for (const flirt of flirts) done += await this.snapshots.build(flirt.creatorId, now);
    return { done };
  }
}
