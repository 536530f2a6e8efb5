import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SubscribeResult, SubscriptionPlan } from '@flirtwire/contracts';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { feedOffer } from '../../feed-offer.js';
import { MoneyFacts } from '../../money-facts.js';
import type { SubscriptionState } from '../../subscription.decider.js';
import { SubscriptionFlows } from '../../subscription-flows.js';
import { ResubscribeCommand } from './resubscribe.command.js';

/** What starting this subscription again would buy now, or null when it is not on sale. */
async function currentOffer(
  facts: MoneyFacts,
  state: SubscriptionState,
): Promise<{ plan: SubscriptionPlan; rateCents: number } | null> {
  const plan = state.plan;
  if (!plan || !(await facts.flirt(state.creatorId))) return null;
  switch (plan.kind) {
    case 'feed':
      return feedOffer(facts, state.creatorId);
    case 'package': {
      const pkg = await facts.package(plan.packageId);
      if (!pkg.exists || !pkg.perks) return null;
      if (pkg.status !== 'public_package' && pkg.status !== 'private_package') return null;
      return { plan: { ...plan, perks: pkg.perks }, rateCents: pkg.rateCents };
    }
    case 'tribute':
      return { plan, rateCents: state.rateCents };
    default: {
      const unexpected: never = plan;
      return unexpected;
    }
  }
}

@CommandHandler(ResubscribeCommand)
export class ResubscribeHandler implements ICommandHandler<ResubscribeCommand> {
  constructor(
    private readonly facts: MoneyFacts,
    private readonly flows: SubscriptionFlows,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    customerId,
    subscriptionId,
    context,
  }: ResubscribeCommand): Promise<SubscribeResult> {
    const now = this.clock.now();
    const state = await this.flows.owned(subscriptionId, customerId);
    return this.flows.run(
      subscriptionId,
      {
        type: 'Resubscribe',
        offer: await currentOffer(this.facts, state),
        cardId: await this.facts.defaultCardId(customerId),
        blocked: await this.facts.blocked(state.creatorId, customerId),
        now: now.toISOString(),
      },
      { ...context, now },
    );
  }
}
