import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CustomersAsOfReplays } from './customers-as-of.js';
import { OpenCustomersAsOfQuery } from './open-customers-as-of.query.js';

@QueryHandler(OpenCustomersAsOfQuery)
export class OpenCustomersAsOfHandler implements IQueryHandler<OpenCustomersAsOfQuery> {
  constructor(private readonly replays: CustomersAsOfReplays) {}

  execute({ creatorId, day }: OpenCustomersAsOfQuery) {
    return this.replays.open(creatorId, day);
  }
}
