import { READ_MODELS } from '@flirtwire/contracts';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FeedPage, MediaFeedRecord } from '@flirtwire/contracts';
import type { FeedMediaRow, FeedPostRow, FileItemRow } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { MediaUrls, PUBLIC_AUDIENCE } from '../../media/media-urls.js';
import { CreatorProfiles } from '../creator-profiles.js';
import { decodeCursor, encodeCursor } from '../feed-cursor.js';
import { Feeds } from '../feeds.js';
import { mediaUnlocked, postAccess } from '../post-access.js';
import { ViewerRelations } from '../viewer-relations.js';
import { CreatorMediaFeedQuery } from './creator-media-feed.query.js';

const ITEM_TYPES = { all: null, photo: 'image', video: 'video', audio: 'audio' } as const;

/**
 * A Flirt's Media tab (spec 001 §2.2, §2.3): items of visible posts, newest first; locked items
 * carry their type only (a lock and the type icon link to the post), never a URL.
 */
@QueryHandler(CreatorMediaFeedQuery)
export class CreatorMediaFeedHandler implements IQueryHandler<CreatorMediaFeedQuery> {
  constructor(
    private readonly feeds: Feeds,
    private readonly readModels: ReadModels,
    private readonly relations: ViewerRelations,
    private readonly profiles: CreatorProfiles,
    private readonly urls: MediaUrls,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    creatorId,
    viewerId,
    filter,
    cursor,
    perPage,
  }: CreatorMediaFeedQuery): Promise<FeedPage<MediaFeedRecord>> {
    const below = decodeCursor(cursor, 'media');
    await this.profiles.require(creatorId);
    const now = this.clock.now();
    const page = await this.feeds.mediaPage(creatorId, ITEM_TYPES[filter], below, perPage);
    const relation = viewerId === null ? undefined : await this.relations.with(viewerId, creatorId);
    const posts = new Map(
      (
        await this.readModels
          .collection<FeedPostRow>(READ_MODELS.feedPosts)
          .find({ _id: { $in: [...new Set(page.rows.map((row) => row.postId))] } })
          .toArray()
      ).map((post) => [post._id, post]),
    );
    const viewer = { userId: viewerId, moderating: false };
    const unlocked = (row: FeedMediaRow) => {
      const post = posts.get(row.postId);
      return post !== undefined && mediaUnlocked(postAccess(post, viewer, relation, now));
    };
    const visible = page.rows.filter((row) => posts.has(row.postId));
    const openIds = visible.filter(unlocked).map((row) => row.fmItemId);
    const items = new Map(
      openIds.length === 0
        ? []
        : (
            await this.readModels
              .collection<FileItemRow>(READ_MODELS.fmItems)
              .find({ _id: { $in: openIds } })
              .toArray()
          ).map((item) => [item._id, item]),
    );
    const audience = viewerId ?? PUBLIC_AUDIENCE;
    const records = visible.map((row): MediaFeedRecord => {
      const item = unlocked(row) ? items.get(row.fmItemId) : undefined;
      const base = {
        post_id: row.postId,
        item_type: row.itemType,
        post_published_at: row.publishedAt,
        sort_order: row.sortOrder,
      };
      if (!item || item.state !== 'live') {
        // A locked item shows that it exists, never which file it is.
        return {
          ...base,
          fm_item_id: null,
          content_type: null,
          unlocked: false,
          thumbnail_url: null,
          large_url: null,
          duration_seconds: null,
        };
      }
      return {
        ...base,
        fm_item_id: row.fmItemId,
        content_type: item.contentType,
        unlocked: true,
        thumbnail_url: item.variants.thumbnail
          ? this.urls.sign(item._id, 'thumbnail', audience, now)
          : null,
        large_url: item.variants.large ? this.urls.sign(item._id, 'large', audience, now) : null,
        duration_seconds: item.durationSeconds,
      };
    });
    const last = page.rows[page.rows.length - 1];
    const first = page.rows[0];
    return {
      records,
      moreRecords: page.more,
      cursor: page.more && last ? encodeCursor(last.mediaKey) : null,
      newest_cursor: cursor === undefined && first ? encodeCursor(first.mediaKey) : null,
      new_posts: false,
      content_available: page.rows.length > 0,
      premier_list_followed: relation?.following ?? false,
    };
  }
}
