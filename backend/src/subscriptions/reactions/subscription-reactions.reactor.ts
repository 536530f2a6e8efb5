import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { AnyEventEnvelope, SubscriptionStatus } from '@flirtwire/contracts';
import {
  defineReactor,
  PACKAGES,
  SUBSCRIPTIONS,
  type SubscriptionDoc,
} from '@flirtwire/projections';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { ReadModels } from '../../read-side/read-models.js';
import type { CommandContext } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { Billing } from '../billing/billing.service.js';
import { LIVE_STATUSES, type SubscriptionCommand } from '../subscription.decider.js';

/** The reactor's name and events (the seed keeps it current, docs/adr/0092). */
export const SUBSCRIPTION_REACTIONS = {
  name: 'subscription-reactions',
  eventTypes: ['CustomerBlocked', 'SubscriptionPriceSet', 'PackageUpdated', 'PackageDeleted'],
} as const;
type Reacted = Extract<
  AnyEventEnvelope,
  { type: (typeof SUBSCRIPTION_REACTIONS.eventTypes)[number] }
>;

const PRICED: SubscriptionStatus[] = ['active', 'needs_approval'];

/**
 * What other aggregates' events do to recurring payments (docs/adr/0051):
 * - CustomerBlocked ends the pair's running subscriptions, package subscriptions and recurring
 *   tributes at once (reason `blocked`); an unblock restores nothing;
 * - a higher subscription or package price puts their subscribers into needs_approval (a lower
 *   one applies at the next renewal);
 * - a deleted package's subscribers run to the end of their paid period (pending_cancel).
 *
 * A reactor (docs/adr/0099): the runner hands it those events in order, once the
 * subscriptions and packages read models have reached each, and it decides each affected
 * subscription through the subscription decider. A crash before the checkpoint moves repeats
 * the event: every reaction is idempotent (the decider refuses to end what has ended, and a
 * block never ends a subscription started after it).
 */
@Injectable()
export class SubscriptionReactions implements OnModuleInit {
  private readonly logger = new Logger('SubscriptionReactions');

  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly readModels: ReadModels,
    private readonly host: ProjectionHost,
    private readonly billing: Billing,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.host.register(
      defineReactor<Reacted>({
        ...SUBSCRIPTION_REACTIONS,
        after: [SUBSCRIPTIONS, PACKAGES],
        handle: async (event) => {
          await this.react(event, this.clock.now());
        },
      }),
    );
  }

  private async react(event: Reacted, now: Date): Promise<number> {
    const context: CommandContext = {
      correlationId: event.metadata.correlationId,
      causationId: event.id,
      actor: { id: SUBSCRIPTION_REACTIONS.name, role: 'system' },
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
