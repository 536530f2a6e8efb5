import { Command } from '@nestjs/cqrs';
import type { SubscribeResult } from '@flirtwire/contracts';
import type { RequestContext } from '../../../shared/http/request-context.js';

/**
 * Renew (spec 000 §4): resume a pending_cancel subscription, retry a failed renewal with the
 * current default card, or start again after it ended.
 */
export class ResubscribeCommand extends Command<SubscribeResult> {
  constructor(
    readonly customerId: string,
    readonly subscriptionId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
