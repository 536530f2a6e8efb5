import { Command } from '@nestjs/cqrs';
import type { SubscribeResult } from '@flirtwire/contracts';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** Unsubscribe (after confirmation): it runs to the end of the paid period (pending_cancel). */
export class UnsubscribeCommand extends Command<SubscribeResult> {
  constructor(
    readonly customerId: string,
    readonly subscriptionId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
