import { Query } from '@nestjs/cqrs';
import type { CustomersAsOf } from './customers-as-of.js';

/**
 * One Flirt's customer read models (customer_rows, customer_tags, customer_stats) as they stood
 * at the end of `day` in their reporting time zone: for other contexts (the auditor's
 * provenance), which read the replay the grid reads.
 */
export class OpenCustomersAsOfQuery extends Query<CustomersAsOf> {
  constructor(
    readonly creatorId: string,
    readonly day: string,
  ) {
    super();
  }
}
