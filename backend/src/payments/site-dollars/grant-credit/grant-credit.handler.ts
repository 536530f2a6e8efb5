import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isUuid, SITE_DOLLARS_MESSAGES, siteDollarsStreamId } from '@flirtwire/contracts';
import { UserDirectory } from '../../../identity/user/user-directory.js';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../../../shared/domain/ids.js';
import { NotFoundError } from '../../../shared/errors.js';
import { checkCredit, siteDollarsDecider } from '../site-dollars.decider.js';
import { GrantCreditCommand } from './grant-credit.command.js';

/**
 * A satisfaction credit (Terms of Service: up to $25, paid in site dollars), granted by support
 * staff to an existing account with a reason; the event names the staff member.
 */
@CommandHandler(GrantCreditCommand)
export class GrantCreditHandler implements ICommandHandler<GrantCreditCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly directory: UserDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ customerId, body, context }: GrantCreditCommand): Promise<CommandOutcome> {
    // The amount and reason first (400), before looking anyone up.
    checkCredit(body.amount_text, body.reason);
    if (!isUuid(customerId) || !(await this.directory.load(customerId)).exists)
      throw new NotFoundError(SITE_DOLLARS_MESSAGES.customerNotFound, 'customer_not_found');
    const now = this.clock.now();
    return this.commands.handle(
      siteDollarsStreamId(customerId),
      siteDollarsDecider,
      {
        type: 'GrantSatisfactionCredit',
        creditId: context.idempotencyKey
          ? idFromKey('site-dollars-credit', context.actor.id, context.idempotencyKey)
          : this.ids.next(),
        customerId,
        amountText: body.amount_text,
        reason: body.reason,
        grantedBy: context.actor.id,
        at: now.toISOString(),
      },
      { ...context, now },
    );
  }
}
