import { Command } from '@nestjs/cqrs';
import type { GoodyBagPurchaseResult } from '@flirtwire/contracts';
import type { RequestContext } from '../../shared/http/request-context.js';

/** Buy a goody bag with the default card. */
export class PurchaseGoodyBagCommand extends Command<GoodyBagPurchaseResult> {
  constructor(
    readonly customerId: string,
    readonly goodyBagId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
