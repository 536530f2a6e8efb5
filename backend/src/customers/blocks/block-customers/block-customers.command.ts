import { Command } from '@nestjs/cqrs';
import type { BulkActionResult, CustomerSelection } from '@flirtwire/contracts';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** Block or unblock customers from My Customers (by id or every match of a filter). */
export class BlockCustomersCommand extends Command<BulkActionResult> {
  constructor(
    readonly creatorId: string,
    readonly block: boolean,
    readonly selection: CustomerSelection,
    readonly context: RequestContext,
  ) {
    super();
  }
}
