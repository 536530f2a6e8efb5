import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { NewPostsCheck } from '@flirtwire/contracts';
import { TOP_KEY } from '@flirtwire/projections';
import { decodeCursor } from '../feed-cursor.js';
import { Feeds, homeCreators } from '../feeds.js';
import { ViewerRelations } from '../viewer-relations.js';
import { NewPostsCheckQuery } from './new-posts-check.query.js';

/** The combined feed's poll (spec 000 §4, every 5 minutes): anything newer than the top? */
@QueryHandler(NewPostsCheckQuery)
export class NewPostsCheckHandler implements IQueryHandler<NewPostsCheckQuery> {
  constructor(
    private readonly feeds: Feeds,
    private readonly relations: ViewerRelations,
  ) {}

  async execute({ viewerId, cursor }: NewPostsCheckQuery): Promise<NewPostsCheck> {
    const key = decodeCursor(cursor);
    const creators = homeCreators(await this.relations.all(viewerId));
    if (key === TOP_KEY) return { new_posts: (await this.feeds.withContent(creators)).size > 0 };
    return { new_posts: await this.feeds.hasNewer(creators, key) };
  }
}
