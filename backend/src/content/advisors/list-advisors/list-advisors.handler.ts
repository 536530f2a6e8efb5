import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdvisorView } from '@flirtwire/contracts';
import { AdvisorDirectory } from '../advisor-directory.js';
import { ListAdvisorsQuery } from './list-advisors.query.js';

@QueryHandler(ListAdvisorsQuery)
export class ListAdvisorsHandler implements IQueryHandler<ListAdvisorsQuery> {
  constructor(private readonly advisors: AdvisorDirectory) {}

  async execute({ viewerId, ids }: ListAdvisorsQuery): Promise<{ advisors: AdvisorView[] }> {
    return { advisors: await this.advisors.byIds(viewerId, ids) };
  }
}
