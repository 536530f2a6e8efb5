import { Command } from '@nestjs/cqrs';
import type { CommandResult, SetOfferingBody } from '@flirtwire/contracts';
import type { RequestContext } from '../../../shared/http/request-context.js';

export interface SetOfferingResult extends CommandResult {
  readonly offering: { readonly id: string; readonly rate: number };
  readonly message: string;
}

/** Save the subscription price (spec 000 §7: POST /client_api/subscriptions/offerings). */
export class SetOfferingCommand extends Command<SetOfferingResult> {
  constructor(
    readonly creatorId: string,
    readonly body: SetOfferingBody,
    readonly context: RequestContext,
  ) {
    super();
  }
}
