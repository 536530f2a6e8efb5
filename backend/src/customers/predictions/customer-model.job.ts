import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { customerModelStreamId, zonedDay } from '@flirtwire/contracts';
import {
  CUSTOMER_PREDICTIONS,
  CUSTOMER_PURCHASES,
  type CustomerPredictionDoc,
  type CustomerPurchaseDoc,
  fitCustomerModel,
  purchasesByRow,
} from '@flirtwire/projections';
import { Scheduler } from '../../platform/scheduling/scheduler.js';
import { ReadModels } from '../../read-side/read-models.js';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { CustomerReader } from '../read/customer-reader.js';
import { customerModelDecider, isFitDue } from './customer-model.decider.js';

export const CUSTOMER_MODEL_JOB = 'customer-model';

/**
 * Fits each Flirt's prediction model (BG/NBD and Gamma-Gamma) on their customers' purchases and
 * records it as CustomerModelFitted, once a day in the Flirt's time zone and again that day
 * only after new purchases — never while a request waits (the grid and details read the
 * customer-predictions read model). By hand: `POST /ops/schedules/customer-model/run`.
 */
@Injectable()
export class CustomerModelJob implements OnModuleInit {
  constructor(
    @Inject(Scheduler) private readonly scheduler: Scheduler,
    private readonly readModels: ReadModels,
    private readonly reader: CustomerReader,
    private readonly commands: CommandProcessor,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: CUSTOMER_MODEL_JOB,
      everyMs: 3_600_000,
      readModels: [CUSTOMER_PREDICTIONS, CUSTOMER_PURCHASES],
      run: (now) => this.run(now),
    });
  }

  async run(now: Date): Promise<{ done: number }> {
    const flirts = await this.readModels
      .collection<CustomerPredictionDoc>(CUSTOMER_PREDICTIONS)
      .aggregate<{ _id: string; through: number }>([
        { $group: { _id: '$creatorId', through: { $max: '$position' } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    let done = 0;
    for (const flirt of flirts) done += await this.fit(flirt._id, flirt.through, now);
    return { done };
  }

  /** Fits one Flirt's model when due; the number of events recorded (0 or 1). */
  async fit(creatorId: string, throughPosition: number, now: Date): Promise<number> {
    const timeZone = await this.reader.timeZone(creatorId);
    const asOfDay = zonedDay(now, timeZone);
    const streamId = customerModelStreamId(creatorId);
    const state = await this.commands.state(customerModelDecider, streamId);
    if (!isFitDue(state, asOfDay, throughPosition)) return 0;
    const purchases = await this.readModels
      .collection<CustomerPurchaseDoc>(CUSTOMER_PURCHASES)
      .find({ creatorId })
      .toArray();
    const fit = fitCustomerModel({ creatorId, asOfDay, timeZone, throughPosition }, [
      ...purchasesByRow(purchases).values(),
    ]);
    const key = `${CUSTOMER_MODEL_JOB}-${creatorId}-${asOfDay}-${String(throughPosition)}`;
    const outcome = await this.commands.handle(
      streamId,
      customerModelDecider,
      { type: 'RecordCustomerModel', fit },
      {
        correlationId: key,
        causationId: key,
        actor: { id: CUSTOMER_MODEL_JOB, role: 'system' },
        now,
      },
    );
    return outcome.events.length;
  }
}
