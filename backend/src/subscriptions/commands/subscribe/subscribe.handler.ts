import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isUuid, SUBSCRIPTION_MESSAGES as M, type SubscribeResult } from '@flirtwire/contracts';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { DomainError, NotFoundError } from '../../../shared/errors.js';
import { feedOffer } from '../../feed-offer.js';
import { MoneyFacts } from '../../money-facts.js';
import { subscriptionIdFor } from '../../subscription.decider.js';
import { SubscriptionFlows } from '../../subscription-flows.js';
import { SubscribeCommand } from './subscribe.command.js';

@CommandHandler(SubscribeCommand)
export class SubscribeHandler implements ICommandHandler<SubscribeCommand> {
  constructor(
    private readonly facts: MoneyFacts,
    private readonly flows: SubscriptionFlows,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    customerId,
    advisorId,
    offeringId,
    context,
  }: SubscribeCommand): Promise<SubscribeResult> {
    const now = this.clock.now();
    if (advisorId === customerId) {
      throw new DomainError('cannot_subscribe_to_yourself', M.yourself, 422);
    }
    if (!isUuid(advisorId) || !(await this.facts.flirt(advisorId))) {
      throw new NotFoundError(M.somethingWrong, 'advisor_not_found');
    }
    const offer = await feedOffer(this.facts, advisorId);
    if (
      !offer ||
      offer.plan.kind !== 'feed' ||
      (offeringId !== undefined && offeringId !== offer.plan.offeringId)
    ) {
      throw new NotFoundError(M.somethingWrong, 'offering_not_found');
    }
    const subscriptionId = subscriptionIdFor.feed(customerId, advisorId);
    return this.flows.run(
      subscriptionId,
      {
        type: 'Subscribe',
        subscriptionId,
        customerId,
        creatorId: advisorId,
        plan: offer.plan,
        rateCents: offer.rateCents,
        cardId: await this.facts.defaultCardId(customerId),
        blocked: await this.facts.blocked(advisorId, customerId),
        now: now.toISOString(),
      },
      { ...context, now },
    );
  }
}
