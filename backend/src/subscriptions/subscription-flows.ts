import { Injectable } from '@nestjs/common';
import {
  SUBSCRIPTION_MESSAGES as M,
  type SubscribeResult,
  subscriptionStreamId,
} from '@flirtwire/contracts';
import type { CommandContext } from '../shared/commands/command-processor.js';
import { NotFoundError } from '../shared/errors.js';
import { Billing } from './billing/billing.service.js';
import {
  failureMessage,
  isPaidUp,
  type SubscriptionCommand,
  type SubscriptionState,
} from './subscription.decider.js';
import { docFromState, SubscriptionViews } from './views/subscription-views.js';

/**
 * A customer's command on a recurring payment, answered the way the subscribe screens expect
 * (spec 000 §3, §7): decide, settle any charge it started (the charge is two-phase, see
 * Billing), then answer with `charged`, `error` and the subscription as it stands.
 */
@Injectable()
export class SubscriptionFlows {
  constructor(
    private readonly billing: Billing,
    private readonly views: SubscriptionViews,
  ) {}

  async run(
    subscriptionId: string,
    command: SubscriptionCommand,
    context: CommandContext,
  ): Promise<SubscribeResult> {
    await this.billing.decide(subscriptionId, command, context);
    await this.billing.settle(subscriptionId, context);
    return this.answer(subscriptionId);
  }

  async answer(subscriptionId: string): Promise<SubscribeResult> {
    const { state, revision, position } = await this.billing.load(subscriptionId);
    return {
      streamId: subscriptionStreamId(subscriptionId),
      revision,
      position,
      charged: isPaidUp(state),
      error: errorOf(state),
      subscription: await this.views.one(docFromState(state)),
    };
  }

  /** The subscription when it belongs to `customerId` (someone else's answers 404, like none). */
  async owned(subscriptionId: string, customerId: string): Promise<SubscriptionState> {
    const { state } = await this.billing.load(subscriptionId);
    if (state.status === 'none' || state.customerId !== customerId) {
      throw new NotFoundError(M.notSubscribed, 'not_subscribed');
    }
    return state;
  }
}

function errorOf(state: SubscriptionState): string | null {
  switch (state.status) {
    case 'incomplete':
    case 'charge_failed':
      return failureMessage(state.lastFailure);
    case 'charging':
      return M.somethingWrong;
    default:
      return null;
  }
}
