import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SubscribeResult } from '@flirtwire/contracts';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { Billing } from '../../billing/billing.service.js';
import { SubscriptionFlows } from '../../subscription-flows.js';
import { ApprovePriceChangeCommand } from './approve-price-change.command.js';

@CommandHandler(ApprovePriceChangeCommand)
export class ApprovePriceChangeHandler implements ICommandHandler<ApprovePriceChangeCommand> {
  constructor(
    private readonly flows: SubscriptionFlows,
    private readonly billing: Billing,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    customerId,
    subscriptionId,
    context,
  }: ApprovePriceChangeCommand): Promise<SubscribeResult> {
    const now = this.clock.now();
    await this.flows.owned(subscriptionId, customerId);
    const withNow = { ...context, now };
    await this.billing.decide(
      subscriptionId,
      { type: 'ApprovePriceChange', now: now.toISOString() },
      withNow,
    );
    // Approved after the renewal date: renew at the new price now rather than at the next run.
    await this.billing.renew(subscriptionId, withNow);
    return this.flows.answer(subscriptionId);
  }
}
