import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SUBSCRIPTION_MESSAGES as M, subscriptionStreamId } from '@flirtwire/contracts';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { NotFoundError } from '../../../shared/errors.js';
import { Billing } from '../../billing/billing.service.js';
import { MoneyFacts } from '../../money-facts.js';
import { docFromState, SubscriptionViews } from '../../views/subscription-views.js';
import { type PerkUsageResult, ReportPerkUsageCommand } from './report-perk-usage.command.js';

@CommandHandler(ReportPerkUsageCommand)
export class ReportPerkUsageHandler implements ICommandHandler<ReportPerkUsageCommand> {
  constructor(
    private readonly billing: Billing,
    private readonly facts: MoneyFacts,
    private readonly views: SubscriptionViews,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ body, correlationId }: ReportPerkUsageCommand): Promise<PerkUsageResult> {
    const { state } = await this.billing.load(body.subscription_id);
    if (state.status === 'none') throw new NotFoundError(M.notSubscribed, 'not_subscribed');
    await this.billing.decide(
      body.subscription_id,
      {
        type: 'UsePerk',
        perk: body.perk,
        quantity: body.quantity,
        usageId: body.usage_id,
        volleysEnabled: this.facts.flag('free_chat_volleys'),
      },
      {
        correlationId,
        causationId: correlationId,
        actor: { id: 'perk-usage', role: 'service' },
        now: this.clock.now(),
      },
    );
    const after = await this.billing.load(body.subscription_id);
    return {
      streamId: subscriptionStreamId(body.subscription_id),
      revision: after.revision,
      position: after.position,
      subscription: await this.views.one(docFromState(after.state)),
    };
  }
}
