import { READ_MODELS } from '@flirtwire/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type {
  EncodingStatus,
  MediaItemView,
  PostDisplayStatus,
  PostItemView,
  PostView,
} from '@flirtwire/contracts';
import {
  type FeedPostRow,
  type FileItemRow,
  likeId,
  type PostCountsRow,
  type PostLikeRow,
} from '@flirtwire/projections';
import { UserDirectory } from '../../identity/user/user-directory.js';
import { ReadModels } from '../../read-side/read-models.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { MediaUrls, PUBLIC_AUDIENCE } from '../media/media-urls.js';
import { mediaUnlocked, type PostAccess, postAccess, type ViewerContext } from './post-access.js';
import { type Relation, ViewerRelations } from './viewer-relations.js';

/** A file manager row as a viewer entitled to it sees it: signed URLs for that viewer. */
export function mediaItemView(
  item: FileItemRow,
  urls: MediaUrls,
  audience: string,
  now: Date,
): MediaItemView {
  return {
    fm_item_id: item._id,
    item_type: item.itemType,
    content_type: item.contentType,
    large_url: item.variants.large ? urls.sign(item._id, 'large', audience, now) : null,
    thumbnail_url: item.variants.thumbnail ? urls.sign(item._id, 'thumbnail', audience, now) : null,
    public_previewable: false,
    preview_urls: [],
    file_name: item.fileName,
    rating: item.rating,
    title: item.title,
    description: item.description,
    created_at: item.createdAt,
    duration_seconds: item.durationSeconds,
    width: item.width,
    height: item.height,
    encoding_status: item.encodingStatus,
  };
}

function encodingStatus(statuses: readonly EncodingStatus[]): EncodingStatus {
  if (statuses.includes('failed')) return 'failed';
  if (statuses.includes('pending')) return 'pending';
  return 'complete';
}

/** The owner's banner (spec 000 §4 display rules), from the post and its files. */
function displayStatus(post: FeedPostRow, encoding: EncodingStatus, now: Date): PostDisplayStatus {
  if (post.feedKey !== null) return 'published';
  if (post.queue === 'removed' || encoding === 'failed') return 'removed';
  if (!post.publishRequested) return 'draft';
  if (post.scheduledAt !== null && Date.parse(post.scheduledAt) > now.getTime()) return 'scheduled';
  if (post.reviewState === 'waiting') return 'pending_review';
  return 'processing';
}

export interface PresentOptions {
  /** Relations already read for this viewer (feeds read them to merge). */
  readonly relations?: ReadonlyMap<string, Relation>;
}

/**
 * Turns post rows into what a viewer may see (docs/adr/0061). Locked posts are built from an
 * allow-list of public fields (public caption, counts), so the subscriber caption, media ids,
 * URLs and previews of a locked post cannot leave the server by accident; hidden posts are
 * dropped.
 */
@Injectable()
export class PostPresenter {
  constructor(
    private readonly readModels: ReadModels,
    private readonly relations: ViewerRelations,
    private readonly urls: MediaUrls,
    private readonly directory: UserDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async present(
    rows: readonly FeedPostRow[],
    viewer: ViewerContext,
    options: PresentOptions = {},
  ): Promise<PostView[]> {
    const now = this.clock.now();
    const relations =
      options.relations ??
      (await this.relations.withEach(
        viewer.userId,
        rows.map((row) => row.creatorId),
      ));
    const accessed = rows
      .map((row) => ({ row, access: postAccess(row, viewer, relations.get(row.creatorId), now) }))
      .filter(
        (entry): entry is { row: FeedPostRow; access: Exclude<PostAccess, 'hidden'> } =>
          entry.access !== 'hidden',
      );
    if (accessed.length === 0) return [];
    const ids = accessed.map(({ row }) => row._id);
    const counts = new Map(
      (
        await this.readModels
          .collection<PostCountsRow>(READ_MODELS.postCounts)
          .find({ _id: { $in: ids } })
          .toArray()
      ).map((row) => [row._id, row]),
    );
    const viewerId = viewer.userId;
    const liked = new Set(
      viewerId === null
        ? []
        : (
            await this.readModels
              .collection<PostLikeRow>(READ_MODELS.postLikes)
              .find({ _id: { $in: ids.map((id) => likeId(id, viewerId)) } })
              .toArray()
          )
            .filter((row) => row.active)
            .map((row) => row.postId),
    );
    const itemIds = accessed
      .filter(({ access }) => mediaUnlocked(access))
      .flatMap(({ row }) => row.items.map((item) => item.fmItemId));
    const items = new Map(
      itemIds.length === 0
        ? []
        : (
            await this.readModels
              .collection<FileItemRow>(READ_MODELS.fmItems)
              .find({ _id: { $in: [...new Set(itemIds)] } })
              .toArray()
          ).map((row) => [row._id, row]),
    );
    const hasCard = viewerId !== null && (await this.directory.load(viewerId)).cards.length > 0;
    const audience = viewerId ?? PUBLIC_AUDIENCE;

    return accessed.map(({ row, access }) => {
      const relation = relations.get(row.creatorId);
      const count = counts.get(row._id);
      const base = {
        id: row._id,
        main_user_id: row.creatorId,
        account: { login: row.creatorLogin, main_user_id: row.creatorId },
        body: row.body,
        post_type: row.postType,
        scheduled_at: row.scheduledAt,
        published_at: row.publishedAt,
        ordering_date: row.orderingDate,
        pinned: row.pinned,
        blocked: relation?.blocked ?? false,
        has_like: liked.has(row._id),
        likes_count: count?.likes ?? 0,
        comments_count: count?.comments ?? 0,
        image_count: row.imageCount,
        video_count: row.videoCount,
        audio_count: row.audioCount,
        hide_from_future_subscribers: row.hideFromFutureSubscribers,
      };
      if (access === 'locked') {
        return {
          ...base,
          paid_body: null,
          post_items: [],
          unlocked: false,
          commentable: false,
          post_item_encoding_status: 'complete',
          moderation_status: 'accepted',
          display_status: row.feedKey !== null ? 'published' : 'scheduled',
          rejection_reason: null,
        } satisfies PostView;
      }
      const postItems: PostItemView[] = row.items.flatMap((item) => {
        const file = items.get(item.fmItemId);
        return file && file.state === 'live'
          ? [{ ...mediaItemView(file, this.urls, audience, now), sort_order: item.sortOrder }]
          : [];
      });
      const encoding = encodingStatus(
        row.items.map((item) => items.get(item.fmItemId)?.encodingStatus ?? 'failed'),
      );
      const following = (relation?.following ?? false) || (relation?.subscriber ?? false);
      const owner = viewerId === row.creatorId;
      return {
        ...base,
        paid_body: row.paidBody,
        post_items: postItems,
        unlocked: true,
        commentable: row.feedKey !== null && (owner || (following && hasCard)),
        post_item_encoding_status: encoding,
        moderation_status: row.moderationStatus,
        display_status: displayStatus(row, encoding, now),
        rejection_reason: access === 'full' ? row.rejectionReason : null,
      } satisfies PostView;
    });
  }
}
