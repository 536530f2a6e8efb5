import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FeedPage, PostView } from '@flirtwire/contracts';
import { CreatorProfiles } from '../creator-profiles.js';
import { decodeCursor, postFeedPage } from '../feed-cursor.js';
import { Feeds } from '../feeds.js';
import { PostPresenter } from '../post-presenter.js';
import { ViewerRelations } from '../viewer-relations.js';
import { CreatorFeedQuery } from './creator-feed.query.js';

/** A Flirt's Posts tab (spec 001 §2.2): pinned posts first, then newest first. */
@QueryHandler(CreatorFeedQuery)
export class CreatorFeedHandler implements IQueryHandler<CreatorFeedQuery> {
  constructor(
    private readonly feeds: Feeds,
    private readonly relations: ViewerRelations,
    private readonly presenter: PostPresenter,
    private readonly profiles: CreatorProfiles,
  ) {}

  async execute({
    creatorId,
    viewerId,
    cursor,
    perPage,
  }: CreatorFeedQuery): Promise<FeedPage<PostView>> {
    const below = decodeCursor(cursor);
    await this.profiles.require(creatorId);
    const relation = viewerId === null ? undefined : await this.relations.with(viewerId, creatorId);
    const relations = new Map(relation ? [[creatorId, relation]] : []);
    const [pinned, page, withContent] = await Promise.all([
      cursor === undefined ? this.feeds.pinned(creatorId) : Promise.resolve([]),
      this.feeds.creatorPage(creatorId, below, perPage),
      this.feeds.withContent([creatorId]),
    ]);
    const records = await this.presenter.present(
      [...pinned, ...page.rows],
      { userId: viewerId, moderating: false },
      { relations },
    );
    return postFeedPage(records, page, cursor, {
      contentAvailable: withContent.has(creatorId),
      premierListFollowed: relation?.following ?? false,
    });
  }
}
