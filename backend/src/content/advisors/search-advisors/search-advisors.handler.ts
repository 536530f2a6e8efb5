import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AdvisorView } from '@flirtwire/contracts';
import { AdvisorDirectory } from '../advisor-directory.js';
import { SearchAdvisorsQuery } from './search-advisors.query.js';

@QueryHandler(SearchAdvisorsQuery)
export class SearchAdvisorsHandler implements IQueryHandler<SearchAdvisorsQuery> {
  constructor(private readonly advisors: AdvisorDirectory) {}

  async execute(query: SearchAdvisorsQuery): Promise<{ advisors: AdvisorView[] }> {
    const { viewerId, text, gender, limit } = query;
    return { advisors: await this.advisors.search(viewerId, text, gender, limit) };
  }
}
