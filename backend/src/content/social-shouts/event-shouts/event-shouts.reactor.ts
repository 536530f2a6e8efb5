import { socialStreamId, READ_MODELS } from '@flirtwire/contracts';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ContentEventOf, EventEnvelope } from '@flirtwire/contracts';
import { defineReactor, SHOUT_TRIGGERS, type ShoutTriggerRow } from '@flirtwire/projections';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { UserDirectory } from '../../../identity/user/user-directory.js';
import { ProjectionHost } from '../../../read-side/projection-host.js';
import { ReadModels } from '../../../read-side/read-models.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { idFromKey } from '../../../shared/domain/ids.js';
import { systemContext } from '../../content-support.js';
import { ShoutDelivery } from '../shout-delivery.js';
import { socialDecider } from '../social.decider.js';

/** The reactor's name and events: the product events a template may shout. */
export const EVENT_SHOUTS = {
  name: 'event-shouts',
  eventTypes: Object.keys(SHOUT_TRIGGERS),
} as const;

/**
 * Shouts the events a Flirt's templates ask for (a tribute received, ...). A reactor
 * (docs/adr/0099): once the social-shouts read model has the event, its trigger row says
 * whether it is wanted; a wanted one is shouted or skipped once (the social decider remembers
 * its source event), within the daily limits.
 */
@Injectable()
export class EventShouts implements OnModuleInit {
  constructor(
    private readonly host: ProjectionHost,
    private readonly readModels: ReadModels,
    private readonly commands: CommandProcessor,
    private readonly delivery: ShoutDelivery,
    private readonly directory: UserDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.host.register(
      defineReactor({
        ...EVENT_SHOUTS,
        after: ['social-shouts'],
        handle: (event) => this.shout(event, this.clock.now()),
      }),
    );
  }

  /** Shouts the event if a template wants it and it is not settled yet. */
  async shout(event: EventEnvelope, now: Date): Promise<void> {
    const trigger = await this.readModels
      .collection<ShoutTriggerRow>(READ_MODELS.socialTriggers)
      .findOne({ _id: event.id, settled: 'no' });
    if (!trigger) return;
    const { login } = await this.directory.load(trigger.creatorId);
    const profile = `${this.config.publicUrl}/${encodeURIComponent(login)}`;
    const outcome = await this.commands.handle(
      socialStreamId(trigger.creatorId),
      socialDecider,
      {
        type: 'EventShout',
        creatorId: trigger.creatorId,
        shoutId: idFromKey('event-shout', trigger._id),
        sourceEventId: trigger._id,
        eventType: trigger.eventType,
        day: now.toISOString().slice(0, 10),
        links: { profile, goodies: `${profile}/goodies` },
      },
      systemContext('event-shouts', now, trigger._id),
    );
    const posted = outcome.events.find((posted) => posted.type === 'ShoutPosted');
    if (!posted) return;
    const data = posted.data as ContentEventOf<'ShoutPosted'>['data'];
    await this.delivery.deliver(trigger.creatorId, data.shoutId, data.providers, data.content, now);
  }
}
