import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SITE_DOLLARS_MESSAGES, siteDollarsStreamId } from '@flirtwire/contracts';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
} from '../../../infrastructure/payments/payment-gateway.port.js';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../../../shared/domain/ids.js';
import { DomainError, ValidationError } from '../../../shared/errors.js';
import { MoneyFacts } from '../../../subscriptions/money-facts.js';
import { failureMessage } from '../../../subscriptions/subscription.decider.js';
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
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
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
    const cardId = await this.facts.defaultCardId(customerId);
    const token = cardId ? await this.facts.cardToken(customerId, cardId) : null;
    if (!token)
      throw new ValidationError(
        { card: SITE_DOLLARS_MESSAGES.cardRequired },
        SITE_DOLLARS_MESSAGES.cardRequired,
      );
    const result = await this.gateway.charge({
      token,
      amountCents,
      idempotencyKey: topUpId,
      description: 'FW*SERVICES',
    });
    if (result.status !== 'approved') {
      const reason = result.status === 'declined' ? 'declined' : result.status;
      throw new DomainError('card_declined', failureMessage(reason), 422);
    }
    const now = this.clock.now();
    return this.commands.handle(
      siteDollarsStreamId(customerId),
      siteDollarsDecider,
      {
        type: 'AddSiteDollars',
        topUpId,
        customerId,
        amountText: body.amount_text,
        gatewayReference: result.chargeId,
        at: now.toISOString(),
      },
      { ...context, now },
    );
  }
}
