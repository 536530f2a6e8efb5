import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CustomersAsOfReplays } from '../../as-of/customers-as-of.js';
import { CustomerReader } from '../../read/customer-reader.js';
import { SearchAllCustomersQuery, SearchCustomersQuery } from './search-customers.query.js';

@QueryHandler(SearchCustomersQuery)
export class SearchCustomersHandler implements IQueryHandler<SearchCustomersQuery> {
  constructor(
    private readonly reader: CustomerReader,
    private readonly replays: CustomersAsOfReplays,
  ) {}

  async execute({ creatorId, filters, sort, page, asOf }: SearchCustomersQuery) {
    const replay = asOf ? await this.replays.open(creatorId, asOf) : undefined;
    const found = await this.reader.search(
      await this.reader.view(creatorId, replay),
      filters,
      sort,
      page,
    );
    return {
      ...found,
      asOf: replay
        ? {
            day: replay.day,
            until: replay.until,
            timeZone: replay.timeZone,
            position: replay.position,
          }
        : null,
    };
  }
}

@QueryHandler(SearchAllCustomersQuery)
export class SearchAllCustomersHandler implements IQueryHandler<SearchAllCustomersQuery> {
  constructor(private readonly reader: CustomerReader) {}

  async execute({ creatorId, filters }: SearchAllCustomersQuery) {
    const rows = await this.reader.matching(await this.reader.view(creatorId), filters);
    return { ids: rows.map((row) => row.customerId) };
  }
}
