import { socialStreamId } from '@flirtwire/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { ShoutProvider } from '@flirtwire/contracts';
import { CommandProcessor } from '../../shared/commands/command-processor.js';
import { systemContext } from '../content-support.js';
import { SHOUT_PROVIDER, type ShoutProviderPort } from './shout-provider.port.js';
import { socialDecider } from './social.decider.js';

/** Sends a posted shout to each of its networks and records each result on the social stream. */
@Injectable()
export class ShoutDelivery {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(SHOUT_PROVIDER) private readonly provider: ShoutProviderPort,
  ) {}

  async deliver(
    creatorId: string,
    shoutId: string,
    providers: readonly ShoutProvider[],
    content: string,
    now: Date,
  ): Promise<void> {
    const state = await this.commands.state(socialDecider, socialStreamId(creatorId));
    for (const provider of providers) {
      const account = state.connections[provider];
      const result = account
        ? await this.provider.post(provider, account, content)
        : { ok: false as const, reason: 'The account is no longer linked.' };
      await this.commands.handle(
        socialStreamId(creatorId),
        socialDecider,
        { type: 'RecordDelivery', creatorId, shoutId, provider, result },
        systemContext('shout-delivery', now),
      );
    }
  }
}
