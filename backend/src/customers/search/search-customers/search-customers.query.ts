import { Query } from '@nestjs/cqrs';
import type { CustomerFilters, CustomerRow, CustomerSort } from '@flirtwire/contracts';

/** One page (50 rows, spec 002 §9) of a Flirt's customers and the count of every match. */
export class SearchCustomersQuery extends Query<{ rows: CustomerRow[]; total: number }> {
  constructor(
    readonly creatorId: string,
    readonly filters: CustomerFilters,
    readonly sort: CustomerSort,
    readonly page: number,
  ) {
    super();
  }
}

/** The id of every customer the filter matches now (the select-all set). */
export class SearchAllCustomersQuery extends Query<{ ids: string[] }> {
  constructor(
    readonly creatorId: string,
    readonly filters: CustomerFilters,
  ) {
    super();
  }
}
