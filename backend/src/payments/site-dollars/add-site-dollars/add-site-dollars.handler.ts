import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SITE_DOLLARS_MESSAGES, siteDollarsStreamId } from '@flirtwire/contracts';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../../../shared/domain/ids.js';
import { DomainError } from '../../../shared/errors.js';
import { MoneyFacts } from '../../../subscriptions/money-facts.js';
import { CustomerPayments } from '../../customer-payments.js';
import { checkTopUpAmount, siteDollarsDecider } from '../site-dollars.decider.js';
import { AddSiteDollarsCommand } from './add-site-dollars.command.js';

/**
 * Add Money: with the `add_card_money` flag on, the amount is checked, the default card is
 * charged with the top-up id as the processor's idempotency key, and the top-up is recorded.
 * A declined card records nothing. As with tips, an Idempotency-Key derives the top-up id, so a
 * retry after a crash between the charge and the record charges once and records once.
 */
@CommandHandler(AddSiteDollarsCommand)
export class AddSiteDollarsHandler implements ICommandHandler<AddSiteDollarsCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly facts: MoneyFacts,
    private readonly payments: CustomerPayments,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ customerId, body, context }: AddSiteDollarsCommand): Promise<CommandOutcome> {
    if (!this.facts.flag('add_card_money'))
      throw new DomainError('add_money_disabled', SITE_DOLLARS_MESSAGES.disabled, 403);
    const amountCents = checkTopUpAmount(body.amount_text);
    const topUpId = context.idempotencyKey
      ? idFromKey('site-dollars', context.actor.id, context.idempotencyKey)
      : this.ids.next();
    const paid = await this.payments.chargeCard({
      customerId,
      amountCents,
      idempotencyKey: topUpId,
      description: 'FW*SERVICES',
      cardRequiredMessage: SITE_DOLLARS_MESSAGES.cardRequired,
    });
    const now = this.clock.now();
    return this.commands.handle(
      siteDollarsStreamId(customerId),
      siteDollarsDecider,
      {
        type: 'AddSiteDollars',
        topUpId,
        customerId,
        amountText: body.amount_text,
        gatewayReference: paid.reference,
        at: now.toISOString(),
      },
      { ...context, now },
    );
  }
}
