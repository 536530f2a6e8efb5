import { socialStreamId } from '@flirtwire/contracts';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ContentEventOf } from '@flirtwire/contracts';
import type { ShoutTriggerRow } from '@flirtwire/projections';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { UserDirectory } from '../../../identity/user/user-directory.js';
import { Scheduler } from '../../../platform/scheduling/scheduler.js';
import { ReadModels } from '../../../read-side/read-models.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { idFromKey } from '../../../shared/domain/ids.js';
import { systemContext } from '../../content-support.js';
import { ShoutDelivery } from '../shout-delivery.js';
import { socialDecider } from '../social.decider.js';

export const EVENT_SHOUTS_JOB = 'event-shouts';
const BATCH = 100;

/**
 * Shouts the events a Flirt's templates ask for (a tribute received, ...): triggers come from
 * the social-shouts read model; each is shouted or skipped once (the social decider remembers
 * its source event), within the daily limits.
 */
@Injectable()
export class EventShoutsJob implements OnModuleInit {
  constructor(
    private readonly scheduler: Scheduler,
    private readonly readModels: ReadModels,
    private readonly commands: CommandProcessor,
    private readonly delivery: ShoutDelivery,
    private readonly directory: UserDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: EVENT_SHOUTS_JOB,
      everyMs: 30_000,
      readModels: ['social_triggers'],
      run: (now) => this.shoutDue(now),
    });
  }

  async shoutDue(now: Date): Promise<{ done: number }> {
    const triggers = await this.readModels
      .collection<ShoutTriggerRow>('social_triggers')
      .find({ settled: 'no' }, { sort: { occurredAt: 1 }, limit: BATCH })
      .toArray();
    let done = 0;
    for (const trigger of triggers) {
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
      const posted = outcome.events.find((event) => event.type === 'ShoutPosted');
      if (posted) {
        const data = posted.data as ContentEventOf<'ShoutPosted'>['data'];
        await this.delivery.deliver(
          trigger.creatorId,
          data.shoutId,
          data.providers,
          data.content,
          now,
        );
      }
      done += outcome.events.length > 0 ? 1 : 0;
    }
    return { done };
  }
}
