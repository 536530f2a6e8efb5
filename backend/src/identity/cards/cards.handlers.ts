import { SUBSCRIPTION_MESSAGES, userStreamId } from '@flirtwire/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
} from '../../infrastructure/payments/payment-gateway.port.js';
import type { OwnerResolver } from '../../shared/auth/ownership.guard.js';
import type { Principal } from '../../shared/auth/principal.js';
import { type CommandOutcome, CommandProcessor } from '../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../../shared/domain/ids.js';
import { DomainError } from '../../shared/errors.js';
import { userDecider } from '../user/user.decider.js';
import { UserDirectory } from '../user/user-directory.js';
import { AddCardCommand, ChangeCardCommand } from './cards.commands.js';

const CARD_NOT_ADDED = 'This card could not be added. Please check it and try again.';
const CARD_DECLINED = SUBSCRIPTION_MESSAGES.declined;

@CommandHandler(AddCardCommand)
export class AddCardHandler implements ICommandHandler<AddCardCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ userId, token, context }: AddCardCommand): Promise<CommandOutcome> {
    const card = await this.gateway.claimToken(token, userId);
    if (!card) {
      throw new DomainError('card_not_added', CARD_NOT_ADDED, 422, { token: CARD_NOT_ADDED });
    }
    // The issuer checks the card before it goes on file (a zero-amount verification), so a
    // card that would decline every charge never becomes anyone's default card.
    const check = await this.gateway.verifyCard(token);
    switch (check.status) {
      case 'verified':
        break;
      case 'declined':
        throw new DomainError('card_declined', CARD_DECLINED, 422, { token: CARD_DECLINED });
      case 'processor_error':
        throw new DomainError('card_not_added', CARD_NOT_ADDED, 422, { token: CARD_NOT_ADDED });
      default: {
        const never: never = check;
        return never;
      }
    }
    return this.commands.handle(
      userStreamId(userId),
      userDecider,
      {
        type: 'AddCard',
        userId,
        cardId: context.idempotencyKey
          ? idFromKey('card', userId, context.idempotencyKey)
          : this.ids.next(),
        token,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
      },
      { ...context, now: this.clock.now() },
    );
  }
}

@CommandHandler(ChangeCardCommand)
export class ChangeCardHandler implements ICommandHandler<ChangeCardCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ change, context }: ChangeCardCommand): Promise<CommandOutcome> {
    return this.commands.handle(userStreamId(change.userId), userDecider, change, {
      ...context,
      now: this.clock.now(),
    });
  }
}

/** Cards are owned by the account they were added to. */
@Injectable()
export class CardOwner implements OwnerResolver {
  constructor(private readonly directory: UserDirectory) {}

  async ownerOf(cardId: string, principal: Principal): Promise<string | null> {
    const user = await this.directory.load(principal.userId);
    return user.cards.some((card) => card.cardId === cardId) ? principal.userId : null;
  }
}
