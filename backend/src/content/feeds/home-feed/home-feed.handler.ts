import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FeedPage, PostView } from '@flirtwire/contracts';
import { decodeCursor, postFeedPage } from '../feed-cursor.js';
import { Feeds, homeCreators } from '../feeds.js';
import { PostPresenter } from '../post-presenter.js';
import { relationOf, ViewerRelations } from '../viewer-relations.js';
import { HomeFeedQuery } from './home-feed.query.js';

/** The Following tab (spec 000 §2): followed Flirts' posts merged newest first (docs/adr/0060). */
@QueryHandler(HomeFeedQuery)
export class HomeFeedHandler implements IQueryHandler<HomeFeedQuery> {
  constructor(
    private readonly feeds: Feeds,
    private readonly relations: ViewerRelations,
    private readonly presenter: PostPresenter,
  ) {}

  async execute({ viewerId, cursor, perPage }: HomeFeedQuery): Promise<FeedPage<PostView>> {
    const below = decodeCursor(cursor);
    const rows = await this.relations.all(viewerId);
    const creators = homeCreators(rows);
    const page = await this.feeds.mergedPage(creators, below, perPage);
    const records = await this.presenter.present(
      page.rows,
      { userId: viewerId, moderating: false },
      { relations: new Map(rows.map((row) => [row.creatorId, relationOf(row)])) },
    );
    const contentAvailable =
      page.rows.length > 0 || (await this.feeds.withContent(creators)).size > 0;
    return postFeedPage(records, page, cursor, {
      contentAvailable,
      premierListFollowed: rows.some((row) => row.following),
    });
  }
}
