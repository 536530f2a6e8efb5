import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AUTOCOMPLETE_LIMIT } from '@flirtwire/contracts';
import { CustomerReader } from '../../read/customer-reader.js';
import { CustomerLoginsQuery } from './customer-logins.query.js';

@QueryHandler(CustomerLoginsQuery)
export class CustomerLoginsHandler implements IQueryHandler<CustomerLoginsQuery> {
  constructor(private readonly reader: CustomerReader) {}

  async execute({ creatorId, prefix, includeZeroSpend }: CustomerLoginsQuery) {
    const start = prefix.toLowerCase();
    // A prefix is a range on the lowercased login: the index {creatorId, loginLower} serves it.
    const rows = await this.reader
      .rows()
      .find(
        {
          creatorId,
          loginLower: { $gte: start, $lt: `${start}\uffff` },
          ...(includeZeroSpend ? {} : { lt: { $gt: 0 } }),
        },
        {
          sort: { loginLower: 1 },
          limit: AUTOCOMPLETE_LIMIT,
          projection: { customerId: 1, login: 1 },
        },
      )
      .toArray();
    return {
      logins: rows.flatMap((row) =>
        row.login ? [{ seeker_id: row.customerId, login: row.login }] : [],
      ),
    };
  }
}
