import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { UserDirectory } from '../../../identity/user/user-directory.js';
import { socialStreamId } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ContentEventOf, ShoutProvider } from '@flirtwire/contracts';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../../../shared/domain/ids.js';
import { ShoutDelivery } from '../shout-delivery.js';
import { socialDecider } from '../social.decider.js';
import { ManualShoutCommand } from './manual-shout.command.js';

/** A manual shout (at most 280 characters) to the chosen linked accounts, then delivered. */
@CommandHandler(ManualShoutCommand)
export class ManualShoutHandler implements ICommandHandler<ManualShoutCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly delivery: ShoutDelivery,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    private readonly directory: UserDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ creatorId, body, context }: ManualShoutCommand): Promise<CommandOutcome> {
    const providers: ShoutProvider[] = [
      ...(body.send_to_twitter ? (['twitter'] as const) : []),
      ...(body.send_to_tumblr ? (['tumblr'] as const) : []),
      ...(body.send_to_bluesky ? (['bluesky'] as const) : []),
    ];
    const shoutId = context.idempotencyKey
      ? idFromKey('shout', context.actor.id, context.idempotencyKey)
      : this.ids.next();
    const now = this.clock.now();
    const { login } = await this.directory.load(creatorId);
    const profile = `${this.config.publicUrl}/${encodeURIComponent(login)}`;
    const outcome = await this.commands.handle(
      socialStreamId(creatorId),
      socialDecider,
      {
        type: 'ManualShout',
        creatorId,
        shoutId,
        content: body.content,
        providers,
        day: now.toISOString().slice(0, 10),
        links: { profile, goodies: `${profile}/goodies` },
      },
      { ...context, now },
    );
    const posted = outcome.events.find((event) => event.type === 'ShoutPosted');
    if (posted && !outcome.replayed) {
      const data = posted.data as ContentEventOf<'ShoutPosted'>['data'];
      await this.delivery.deliver(creatorId, data.shoutId, data.providers, data.content, now);
    }
    return outcome;
  }
}
