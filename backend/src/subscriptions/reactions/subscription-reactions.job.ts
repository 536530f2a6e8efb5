import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { AnyEventEnvelope, SubscriptionStatus } from '@flirtwire/contracts';
import {
  PACKAGES,
  READ_STORE,
  type ReadStore,
  SUBSCRIPTIONS,
  type SubscriptionDoc,
} from '@flirtwire/projections';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { Scheduler } from '../../platform/scheduling/scheduler.js';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { ReadModels } from '../../read-side/read-models.js';
import type { CommandContext } from '../../shared/commands/command-processor.js';
import { Billing } from '../billing/billing.service.js';
import { LIVE_STATUSES, type SubscriptionCommand } from '../subscription.decider.js';

export const REACTIONS_JOB = 'subscription-reactions';
const CHECKPOINTS = '_reactors';
const BATCH = 100;
const CATCH_UP_MS = 5_000;

const EVENT_TYPES = [
  'CustomerBlocked',
  'SubscriptionPriceSet',
  'PackageUpdated',
  'PackageDeleted',
] as const;
type Reacted = Extract<AnyEventEnvelope, { type: (typeof EVENT_TYPES)[number] }>;

const PRICED: SubscriptionStatus[] = ['active', 'needs_approval'];

type CheckpointDoc = { _id: string; position: number };

/**
 * What other aggregates' events do to recurring payments (docs/adr/0051):
 * - CustomerBlocked ends the pair's running subscriptions, package subscriptions and recurring
 *   tributes at once (reason `blocked`); an unblock restores nothing;
 * - a higher subscription or package price puts their subscribers into needs_approval (a lower
 *   one applies at the next renewal);
 * - a deleted package's subscribers run to the end of their paid period (pending_cancel).
 *
 * The job reads those events after its checkpoint (kept in the read store), finds the affected
 * subscriptions in the subscriptions read model once it has caught up with the event, and
 * decides each through the subscription decider. A crash before the checkpoint moves repeats
 * the event: every reaction is idempotent (the decider refuses to end what has ended, and a
 * block never ends a subscription started after it).
 */
@Injectable()
export class SubscriptionReactions implements OnModuleInit {
  private readonly logger = new Logger('SubscriptionReactions');

  constructor(
    @Inject(Scheduler) private readonly scheduler: Scheduler,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly readModels: ReadModels,
    private readonly host: ProjectionHost,
    private readonly billing: Billing,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: REACTIONS_JOB,
      everyMs: 2_000,
      readModels: [SUBSCRIPTIONS, PACKAGES],
      run: (now) => this.run(now),
    });
  }

  async run(now: Date): Promise<{ done: number }> {
    let position =
      (await this.readStore.collection<CheckpointDoc>(CHECKPOINTS).findOne({ _id: REACTIONS_JOB }))
        ?.position ?? 0;
    let done = 0;
    for (;;) {
      // Read before the events: every event up to it is in the answer below.
      const head = await this.store.headPosition();
      const events = await this.store.readAll({
        fromPosition: position,
        maxCount: BATCH,
        filter: { eventTypes: EVENT_TYPES },
      });
      if (events.length === 0) {
        // Nothing to react to up to the head: start after it next time, or every run would
        // scan the whole log since the last block or price change again.
        if (head > position) await this.saveCheckpoint(head);
        return { done };
      }
      for (const event of events) {
        // The read model must know every subscription that existed when the event happened.
        if (!(await this.host.waitFor([SUBSCRIPTIONS, PACKAGES], event.position, CATCH_UP_MS))) {
          return { done };
        }
        done += await this.react(event as Reacted, now);
        position = event.position;
        await this.saveCheckpoint(position);
      }
    }
  }

  private async saveCheckpoint(position: number): Promise<void> {
    await this.readStore
      .collection<CheckpointDoc>(CHECKPOINTS)
      .updateOne({ _id: REACTIONS_JOB }, { $set: { position } }, { upsert: true });
  }

  private async react(event: Reacted, now: Date): Promise<number> {
    const context: CommandContext = {
      correlationId: event.metadata.correlationId,
      causationId: event.id,
      actor: { id: REACTIONS_JOB, role: 'system' },
      now,
    };
    const at = now.toISOString();
    switch (event.type) {
      case 'CustomerBlocked': {
        const { creatorId, customerId } = event.data;
        return this.each({ creatorId, customerId, status: { $in: LIVE_STATUSES } }, context, {
          type: 'EndForBlock',
          blockedAt: event.occurredAt,
          now: at,
        });
      }
      case 'SubscriptionPriceSet': {
        const { creatorId, rateCents, previousRateCents } = event.data;
        if (previousRateCents === null || previousRateCents === rateCents) return 0;
        return this.each({ creatorId, kind: 'feed', status: { $in: PRICED } }, context, {
          type: 'ChangePrice',
          rateCents,
          now: at,
        });
      }
      case 'PackageUpdated':
        return this.each({ packageId: event.data.packageId, status: { $in: PRICED } }, context, {
          type: 'ChangePrice',
          rateCents: event.data.rateCents,
          now: at,
        });
      case 'PackageDeleted':
        return this.each(
          { packageId: event.data.packageId, status: { $in: LIVE_STATUSES } },
          context,
          {
            type: 'EndWithPackage',
            now: at,
          },
        );
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  }

  /** Decides `command` for every subscription matching `filter`; a charge in flight settles first. */
  private async each(
    filter: Record<string, unknown>,
    context: CommandContext,
    command: SubscriptionCommand,
  ): Promise<number> {
    const docs = await this.readModels
      .collection<SubscriptionDoc>(SUBSCRIPTIONS)
      .find(filter, { projection: { _id: 1 } })
      .toArray();
    let done = 0;
    for (const { _id: subscriptionId } of docs) {
      await this.billing.settle(subscriptionId, context);
      const outcome = await this.billing.decide(subscriptionId, command, context);
      done += outcome.events.length > 0 ? 1 : 0;
    }
    if (docs.length > 0)
      this.logger.log({ command: command.type, subscriptions: docs.length, done });
    return done;
  }
}
