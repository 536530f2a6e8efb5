import { Command } from '@nestjs/cqrs';
import type { CustomerFilters, CustomerSort } from '@flirtwire/contracts';
import type { RequestContext } from '../../../shared/http/request-context.js';

/** Saves a search from the search request (saveThisSearch + nameForSavedSearch). */
export class SaveSearchCommand extends Command<{ id: string; name: string; position: number }> {
  constructor(
    readonly creatorId: string,
    readonly name: string,
    readonly filters: CustomerFilters,
    readonly sort: CustomerSort,
    readonly context: RequestContext,
  ) {
    super();
  }
}
