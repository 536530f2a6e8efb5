import { Command } from '@nestjs/cqrs';
import type { SubscribeResult } from '@flirtwire/contracts';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** Renew (Price Change): accept the new price (spec 000 §4 needs_approval). */
export class ApprovePriceChangeCommand extends Command<SubscribeResult> {
  constructor(
    readonly customerId: string,
    readonly subscriptionId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
