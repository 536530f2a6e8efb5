import { Command } from '@nestjs/cqrs';
import type { SubscribeResult, UpdateTributeBody } from '@flirtwire/contracts';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** A new amount or message for a running tribute, from the next renewal on. */
export class UpdateTributeCommand extends Command<SubscribeResult> {
  constructor(
    readonly customerId: string,
    readonly tributeId: string,
    readonly body: UpdateTributeBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
