import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@flirtwire/contracts';
import { CommandProcessor } from '../shared/commands/command-processor.js';
import type { Decider } from '../shared/domain/decider.js';

/**
 * Reads the current state of short streams (a post, a file, an onboarding) by folding them with
 * their decider, through the command processor's cache (`CommandProcessor.state`, the one way
 * to load an aggregate's state). Handlers use it to gather the facts a decision needs from
 * other aggregates without waiting for a projection.
 *
 * @example
 * const post = await streams.state(postDecider, postStreamId(postId));
 */
@Injectable()
export class ContentStreams {
  constructor(private readonly commands: CommandProcessor) {}

  state<S, C, E extends DomainEvent>(decider: Decider<S, C, E>, streamId: string): Promise<S> {
    return this.commands.state(decider, streamId);
  }
}
