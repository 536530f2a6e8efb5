import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FeedPage, PostView } from '@flirtwire/contracts';
import { UserDirectory } from '../../../identity/user/user-directory.js';
import { decodeCursor, postFeedPage } from '../feed-cursor.js';
import { Feeds } from '../feeds.js';
import { PostPresenter } from '../post-presenter.js';
import { relationOf, ViewerRelations } from '../viewer-relations.js';
import { ExploreFeedQuery } from './explore-feed.query.js';

/** The Explore tab: everyone's posts newest first, of a gender (spec 000 §2), blocks left out. */
@QueryHandler(ExploreFeedQuery)
export class ExploreFeedHandler implements IQueryHandler<ExploreFeedQuery> {
  constructor(
    private readonly feeds: Feeds,
    private readonly relations: ViewerRelations,
    private readonly presenter: PostPresenter,
    private readonly directory: UserDirectory,
  ) {}

  async execute({
    viewerId,
    gender,
    cursor,
    perPage,
  }: ExploreFeedQuery): Promise<FeedPage<PostView>> {
    const below = decodeCursor(cursor);
    const rows = viewerId === null ? [] : await this.relations.all(viewerId);
    const preferred =
      gender === undefined && viewerId !== null
        ? ((await this.directory.load(viewerId)).gender?.preferredGender ?? null)
        : null;
    const code = gender === undefined ? preferred : gender === 'all' ? null : Number(gender);
    const blocked = new Set(rows.filter((row) => row.blocked).map((row) => row.creatorId));
    const page = await this.feeds.explorePage(code, below, perPage, blocked);
    const records = await this.presenter.present(
      page.rows,
      { userId: viewerId, moderating: false },
      { relations: new Map(rows.map((row) => [row.creatorId, relationOf(row)])) },
    );
    return postFeedPage(records, page, cursor, {
      contentAvailable: page.rows.length > 0,
      premierListFollowed: rows.some((row) => row.following),
    });
  }
}
