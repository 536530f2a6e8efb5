import { reservationStreamId } from '@flirtwire/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { IdentifierKind } from '@flirtwire/contracts';
import { type CommandContext, CommandProcessor } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { UserDirectory } from '../user/user-directory.js';
import { reservationDecider } from './reservation.decider.js';

/**
 * Takes and gives back identifiers (logins, emails, verified phones) through their reservation
 * streams. Appends carry no idempotency key: reserving is idempotent for its owner already, and
 * a release after a failed request must never be mistaken for a replay of the reserve.
 */
@Injectable()
export class Reservations {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly directory: UserDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async reserve(
    kind: IdentifierKind,
    key: string,
    userId: string,
    context: Omit<CommandContext, 'now'>,
  ): Promise<void> {
    const owner = await this.directory.ownerOf(kind, key);
    const live =
      owner !== null && owner !== userId ? await this.directory.claims(kind, key, owner) : false;
    const now = this.clock.now();
    await this.commands.handle(
      reservationStreamId(kind, key),
      reservationDecider,
      { type: 'Reserve', kind, userId, now, checkedOwner: owner, checkedOwnerIsLive: live },
      withoutKey(context, now),
    );
  }

  async release(
    kind: IdentifierKind,
    key: string,
    userId: string,
    context: Omit<CommandContext, 'now'>,
  ): Promise<void> {
    await this.commands.handle(
      reservationStreamId(kind, key),
      reservationDecider,
      { type: 'Release', kind, userId },
      withoutKey(context, this.clock.now()),
    );
  }
}

function withoutKey(context: Omit<CommandContext, 'now'>, now: Date): CommandContext {
  return {
    correlationId: context.correlationId,
    causationId: context.causationId,
    actor: context.actor,
    now,
  };
}
