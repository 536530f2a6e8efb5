import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SUBSCRIPTION_MESSAGES as M, type SubscribeResult } from '@flirtwire/contracts';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { DomainError, NotFoundError } from '../../../shared/errors.js';
import { MoneyFacts } from '../../../subscriptions/money-facts.js';
import { subscriptionIdFor } from '../../../subscriptions/subscription.decider.js';
import { SubscriptionFlows } from '../../../subscriptions/subscription-flows.js';
import { checkParentTribute } from '../../tips/tip.decider.js';
import { tributeCents } from '../tribute-rules.js';
import { CreateTributeCommand } from './create-tribute.command.js';

/**
 * A recurring tribute is a recurring payment with a `tribute` plan (docs/adr/0005): one per
 * customer and Flirt, so repeated or concurrent requests meet in one stream and charge once.
 * Sold only with the `recurring_package_tributes` flag (spec 000 §1).
 */
@CommandHandler(CreateTributeCommand)
export class CreateTributeHandler implements ICommandHandler<CreateTributeCommand> {
  constructor(
    private readonly facts: MoneyFacts,
    private readonly flows: SubscriptionFlows,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ customerId, body, context }: CreateTributeCommand): Promise<SubscribeResult> {
    const now = this.clock.now();
    if (!this.facts.flag('recurring_package_tributes')) {
      throw new NotFoundError(M.tributesOff, 'tributes_unavailable');
    }
    const rateCents = tributeCents(body.rate);
    const creatorId = body.advisor_id;
    if (creatorId === customerId) {
      throw new DomainError('cannot_tip_yourself', M.tributeYourself, 422);
    }
    if (!(await this.facts.flirt(creatorId))) {
      throw new NotFoundError(M.somethingWrong, 'advisor_not_found');
    }
    checkParentTribute(
      body.parent_monetary_tribute_id,
      await this.facts.tips(customerId, creatorId),
    );
    const subscriptionId = subscriptionIdFor.tribute(customerId, creatorId);
    return this.flows.run(
      subscriptionId,
      {
        type: 'Subscribe',
        subscriptionId,
        customerId,
        creatorId,
        plan: {
          kind: 'tribute',
          message: body.message,
          fromChat: body.from_nf_chat,
          parentTributeId: body.parent_monetary_tribute_id,
        },
        rateCents,
        cardId: await this.facts.defaultCardId(customerId),
        blocked: await this.facts.blocked(creatorId, customerId),
        now: now.toISOString(),
      },
      { ...context, now },
    );
  }
}
