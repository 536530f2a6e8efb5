import { Command } from '@nestjs/cqrs';
import type { SubscribeResult } from '@flirtwire/contracts';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** Stop a recurring tribute: nothing more is charged; the paid month runs out (pending_cancel). */
export class DeleteTributeCommand extends Command<SubscribeResult> {
  constructor(
    readonly customerId: string,
    readonly tributeId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
