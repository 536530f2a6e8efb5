import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SubscribeResult } from '@flirtwire/contracts';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { SubscriptionFlows } from '../../subscription-flows.js';
import { UnsubscribeCommand } from './unsubscribe.command.js';

@CommandHandler(UnsubscribeCommand)
export class UnsubscribeHandler implements ICommandHandler<UnsubscribeCommand> {
  constructor(
    private readonly flows: SubscriptionFlows,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    customerId,
    subscriptionId,
    context,
  }: UnsubscribeCommand): Promise<SubscribeResult> {
    const now = this.clock.now();
    await this.flows.owned(subscriptionId, customerId);
    return this.flows.run(
      subscriptionId,
      { type: 'Unsubscribe', now: now.toISOString() },
      { ...context, now },
    );
  }
}
