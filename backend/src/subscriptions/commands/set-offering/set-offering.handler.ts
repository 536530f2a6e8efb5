import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { moneyInputCents, PRICE_MESSAGES, offeringStreamId } from '@flirtwire/contracts';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { DomainError } from '../../../shared/errors.js';
import { MoneyFacts } from '../../money-facts.js';
import { offeringDecider } from '../../offerings/offering.decider.js';
import { SetOfferingCommand, type SetOfferingResult } from './set-offering.command.js';

@CommandHandler(SetOfferingCommand)
export class SetOfferingHandler implements ICommandHandler<SetOfferingCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly facts: MoneyFacts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ creatorId, body, context }: SetOfferingCommand): Promise<SetOfferingResult> {
    if (this.facts.flag('recurring_package_tributes')) {
      throw new DomainError('packages_replace_subscriptions', PRICE_MESSAGES.packagesInstead, 409);
    }
    const before = await this.facts.offering(creatorId);
    const outcome = await this.commands.handle(
      offeringStreamId(creatorId),
      offeringDecider,
      {
        type: 'SetPrice',
        creatorId,
        rateCents: moneyInputCents(body.rate),
        confirmIncrease: body.confirm_increase,
      },
      { ...context, now: this.clock.now() },
    );
    const after = await this.facts.offering(creatorId);
    return {
      streamId: outcome.streamId,
      revision: outcome.revision,
      position: outcome.position,
      offering: { id: after.offeringId ?? '', rate: after.rateCents ?? 0 },
      message: before.offeringId === null ? PRICE_MESSAGES.savedFirst : PRICE_MESSAGES.saved,
    };
  }
}
