import { Command } from '@nestjs/cqrs';
import type { SubscribeResult } from '@flirtwire/contracts';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** Subscribe to a Flirt's feed at their offering (spec 000 §7). */
export class SubscribeCommand extends Command<SubscribeResult> {
  constructor(
    readonly customerId: string,
    readonly advisorId: string,
    readonly offeringId: string | undefined,
    readonly context: RequestContext,
  ) {
    super();
  }
}
