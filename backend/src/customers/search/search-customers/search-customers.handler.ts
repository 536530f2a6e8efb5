import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CustomerReader } from '../../read/customer-reader.js';
import { SearchAllCustomersQuery, SearchCustomersQuery } from './search-customers.query.js';

@QueryHandler(SearchCustomersQuery)
export class SearchCustomersHandler implements IQueryHandler<SearchCustomersQuery> {
  constructor(private readonly reader: CustomerReader) {}

  async execute({ creatorId, filters, sort, page }: SearchCustomersQuery) {
    return this.reader.search(await this.reader.view(creatorId), filters, sort, page);
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
