import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type CommandResult,
  type MarkPayoutReturnedInput,
  payoutRunStreamId,
  payoutStreamId,
} from '@flirtwire/contracts';
import { PAYOUTS, type PayoutDoc } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { ForbiddenError, NotFoundError } from '../../../shared/errors.js';
import type { RequestContext } from '../../../shared/http/request-context.js';
import { payoutDecider } from '../../payout/payout.decider.js';
import { PAYOUT_RUN_ERRORS, payoutRunDecider } from '../payout-run.decider.js';

/** Finance marks a payout returned by the bank or the payment service (with its code). */
export class MarkPayoutReturnedCommand extends Command<CommandResult> {
  constructor(
    readonly payoutId: string,
    readonly body: MarkPayoutReturnedInput,
    readonly context: RequestContext,
  ) {
    super();
  }
}

/**
 * A return reverses the payout (its money is back in the payee's balance) and puts the payee's
 * payouts on hold until they save their payout info again: the details that bounced are not
 * verified any more. Both steps are idempotent, so a retried request finishes what a failed
 * one started.
 */
@CommandHandler(MarkPayoutReturnedCommand)
export class MarkPayoutReturnedHandler implements ICommandHandler<MarkPayoutReturnedCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ payoutId, body, context }: MarkPayoutReturnedCommand): Promise<CommandResult> {
    const payout = await this.readModels.collection<PayoutDoc>(PAYOUTS).findOne({ payoutId });
    if (!payout) throw new NotFoundError(PAYOUT_RUN_ERRORS.notFound, 'payout_not_found');
    // A return puts the money back on the payee's balance to be paid again: never one's own.
    if (payout.payeeId === context.actor.id)
      throw new ForbiddenError(PAYOUT_RUN_ERRORS.ownPayout, 'own_payout');
    const now = { ...context, now: this.clock.now() };
    const returned = await this.commands.handle(
      payoutRunStreamId(payout.payeeId, payout.periodKey),
      payoutRunDecider,
      { type: 'MarkPayoutReturned', code: body.code, note: body.note, markedBy: context.actor.id },
      now,
    );
    const held = await this.commands.handle(
      payoutStreamId(payout.payeeId),
      payoutDecider,
      { type: 'MarkPayoutInfoUnverified', payeeId: payout.payeeId, payoutId, code: body.code },
      now,
    );
    return {
      streamId: returned.streamId,
      revision: returned.revision,
      position: Math.max(returned.position, held.position),
    };
  }
}
