import { Query } from '@nestjs/cqrs';
import type { CustomerFilters, CustomerRow, CustomerSort } from '@flirtwire/contracts';

/** Which replay answered a search as of a past day. */
export interface SearchAsOf {
  readonly day: string;
  readonly until: string;
  readonly timeZone: string;
  readonly position: number;
}

/**
 * One page (50 rows, spec 002 §9) of a Flirt's customers and the count of every match: now, or
 * as they stood at the end of `asOf` (YYYY-MM-DD, the Flirt's reporting time zone).
 */
export class SearchCustomersQuery extends Query<{
  rows: CustomerRow[];
  total: number;
  asOf: SearchAsOf | null;
}> {
  constructor(
    readonly creatorId: string,
    readonly filters: CustomerFilters,
    readonly sort: CustomerSort,
    readonly page: number,
    readonly asOf?: string,
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
