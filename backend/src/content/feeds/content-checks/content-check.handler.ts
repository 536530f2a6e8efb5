import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ContentCheck } from '@flirtwire/contracts';
import { Feeds, homeCreators } from '../feeds.js';
import { ViewerRelations } from '../viewer-relations.js';
import { ContentCheckQuery } from './content-check.query.js';

/** Whether feeds have content (spec 000 §7 content checks; spec 001 §4 redirects). */
@QueryHandler(ContentCheckQuery)
export class ContentCheckHandler implements IQueryHandler<ContentCheckQuery> {
  constructor(
    private readonly feeds: Feeds,
    private readonly relations: ViewerRelations,
  ) {}

  async execute({ advisorIds, viewerId }: ContentCheckQuery): Promise<ContentCheck> {
    const ids =
      advisorIds.length > 0 || viewerId === null
        ? advisorIds
        : homeCreators(await this.relations.all(viewerId));
    const withContent = await this.feeds.withContent(ids);
    return {
      content_available: withContent.size > 0,
      advisors: Object.fromEntries(advisorIds.map((id) => [id, withContent.has(id)])),
    };
  }
}
