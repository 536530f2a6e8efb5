import { Command } from '@nestjs/cqrs';
import type { CreateTributeBody, SubscribeResult } from '@flirtwire/contracts';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** Start a recurring monetary tribute: charged now, then every month (spec 000 §3, §7). */
export class CreateTributeCommand extends Command<SubscribeResult> {
  constructor(
    readonly customerId: string,
    readonly body: CreateTributeBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
