import { POST_EVENT_TYPES, READ_MODELS } from '@flirtwire/contracts';
import type {
  EnvelopeOf,
  IdentityEvent,
  ModerationStatus,
  PostEvent,
  PostItem,
  PostType,
} from '@flirtwire/contracts';
import {
  defineProjection,
  type DocumentOp,
  documentOp,
  ownedByCreator,
  type ProjectionContext,
} from '../projection.js';
import { feedKey, mediaKey } from './feed-keys.js';

/** Where an unpublished post waits, for the owner's queues (spec 000 §2 post queues). */
export type PostQueue = 'published' | 'pending' | 'removed' | 'draft';

// Row types are aliases (not interfaces) so the driver's update types see their fields.
/**
 * One post with everything the server needs to present it to any viewer. It holds the paid
 * caption and the media ids: only the presenter reads it, and only entitled viewers get them.
 */
export type FeedPostRow = {
  _id: string;
  creatorId: string;
  creatorLogin: string;
  /** The Flirt's gender code (explore feed); null until they set it. */
  creatorGender: number | null;
  postType: PostType;
  body: string;
  paidBody: string;
  items: PostItem[];
  imageCount: number;
  videoCount: number;
  audioCount: number;
  hideFromFutureSubscribers: boolean;
  scheduledAt: string | null;
  publishRequested: boolean;
  moderationStatus: ModerationStatus;
  rejectionReason: string | null;
  publishedAt: string | null;
  /** Set while the post shows in feeds (published, not removed, not deleted). */
  feedKey: string | null;
  pinned: boolean;
  deleted: boolean;
  createdAt: string;
  updatedAt: string;
  orderingDate: string;
  queue: PostQueue | null;
  /** 'waiting' while it is in the moderators' queue. */
  reviewState: 'waiting' | null;
  reviewRequestedAt: string | null;
  /** When the publisher may publish it (accepted, requested, unpublished); null otherwise. */
  publishAfter: string | null;
  /** Revision of the last event of `post-<id>` applied (replays of older events are ignored). */
  revision: number;
};

/**
 * A Flirt's feed head: the greatest key ever published (an upper bound of their newest visible
 * post, used to prune the home feed's merge) and how many posts are visible now.
 */
export type FeedHeadRow = {
  _id: string;
  creatorId: string;
  headKey: string | null;
  visibleCount: number;
  lastPublishedAt: string | null;
};

/** One media item of a visible post, for the media tab (spec 001 §2.2). */
export type FeedMediaRow = {
  _id: string;
  creatorId: string;
  postId: string;
  fmItemId: string;
  itemType: 'image' | 'video' | 'audio';
  sortOrder: number;
  mediaKey: string;
  publishedAt: string;
};

/**
 * One visible post in the global feed order, with nothing else: the home feed's index walk
 * reads these small rows and fetches only the posts it keeps (docs/adr/0060).
 */
export type FeedIndexRow = { _id: string; creatorId: string; feedKey: string };

export type FeedCreatorRow = { _id: string; gender: number | null };

type Handled = EnvelopeOf<PostEvent> | EnvelopeOf<Extract<IdentityEvent, { type: 'GenderSet' }>>;

const REMOVED: readonly ModerationStatus[] = ['not_accepted', 'not_accepted_edited'];
const IN_REVIEW: readonly ModerationStatus[] = ['not_reviewed', 'not_accepted_edited'];

function counts(items: readonly PostItem[]) {
  return {
    imageCount: items.filter((item) => item.itemType === 'image').length,
    videoCount: items.filter((item) => item.itemType === 'video').length,
    audioCount: items.filter((item) => item.itemType === 'audio').length,
  };
}

/** The derived fields, from the facts of the row. */
function derive(row: FeedPostRow, at: string, previous: FeedPostRow | null): FeedPostRow {
  const published = row.publishedAt !== null && !row.deleted;
  const removed = !published && REMOVED.includes(row.moderationStatus);
  const queue: PostQueue | null = row.deleted
    ? null
    : published
      ? 'published'
      : removed
        ? 'removed'
        : row.publishRequested
          ? 'pending'
          : 'draft';
  const waiting =
    !row.deleted &&
    row.publishRequested &&
    row.publishedAt === null &&
    IN_REVIEW.includes(row.moderationStatus);
  const accepted =
    !row.deleted &&
    row.publishRequested &&
    row.publishedAt === null &&
    row.moderationStatus === 'accepted';
  return {
    ...row,
    ...counts(row.items),
    feedKey: published ? row.feedKey : null,
    orderingDate: row.publishedAt ?? row.scheduledAt ?? row.createdAt,
    queue,
    reviewState: waiting ? 'waiting' : null,
    reviewRequestedAt: waiting ? (previous?.reviewRequestedAt ?? at) : null,
    publishAfter: accepted ? (row.scheduledAt ?? at) : null,
  };
}

function next(
  row: FeedPostRow | null,
  event: EnvelopeOf<PostEvent>,
  gender: number | null,
): FeedPostRow | null {
  const at = event.occurredAt;
  const touch = (changes: Partial<FeedPostRow>): FeedPostRow | null =>
    row ? derive({ ...row, ...changes, updatedAt: at, revision: event.revision }, at, row) : null;
  switch (event.type) {
    case 'PostCreated': {
      const d = event.data;
      if (row) return null;
      return derive(
        {
          _id: d.postId,
          creatorId: d.creatorId,
          creatorLogin: d.creatorLogin,
          creatorGender: gender,
          postType: d.postType,
          body: d.body,
          paidBody: d.paidBody,
          items: [...d.items].sort((a, b) => a.sortOrder - b.sortOrder),
          ...counts(d.items),
          hideFromFutureSubscribers: d.hideFromFutureSubscribers,
          scheduledAt: d.scheduledAt,
          publishRequested: d.publishRequested,
          moderationStatus: d.moderationStatus,
          rejectionReason: null,
          publishedAt: null,
          feedKey: null,
          pinned: false,
          deleted: false,
          createdAt: at,
          updatedAt: at,
          orderingDate: at,
          queue: null,
          reviewState: null,
          reviewRequestedAt: null,
          publishAfter: null,
          revision: event.revision,
        },
        at,
        null,
      );
    }
    case 'PostEdited': {
      const d = event.data;
      return touch({
        postType: d.postType,
        body: d.body,
        paidBody: d.paidBody,
        items: [...d.items].sort((a, b) => a.sortOrder - b.sortOrder),
        hideFromFutureSubscribers: d.hideFromFutureSubscribers,
        scheduledAt: d.scheduledAt,
        moderationStatus: d.moderationStatus,
      });
    }
    case 'PostPublishRequested':
      return touch({ publishRequested: true, scheduledAt: event.data.scheduledAt });
    case 'PostPublished':
      return touch({
        publishedAt: event.data.publishedAt,
        feedKey: feedKey(event.data.publishedAt, event.position),
      });
    case 'PostAccepted':
      return touch({ moderationStatus: 'accepted', rejectionReason: null });
    case 'PostRejected':
      return touch({
        moderationStatus: 'not_accepted',
        rejectionReason: event.data.reason,
        publishedAt: null,
        feedKey: null,
        pinned: false,
      });
    case 'PostPinned':
      return touch({ pinned: true });
    case 'PostUnpinned':
      return touch({ pinned: false });
    case 'PostDeleted':
      return touch({ deleted: true, pinned: false });
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

async function handlePostEvent(
  event: EnvelopeOf<PostEvent>,
  context: ProjectionContext,
): Promise<DocumentOp[]> {
  const posts = context.collection<FeedPostRow>(READ_MODELS.feedPosts);
  const previous = await posts.findOne({ _id: event.data.postId });
  if (previous && event.revision <= previous.revision) return [];
  const creator =
    event.type === 'PostCreated'
      ? await context.collection<FeedCreatorRow>(READ_MODELS.feedCreators).findOne({
          _id: event.data.creatorId,
        })
      : null;
  const row = next(previous, event, creator?.gender ?? null);
  if (!row) return [];
  const owner = ownedByCreator(row.creatorId);
  const { _id: id, ...replacement } = row;
  const ops: DocumentOp[] = [
    documentOp<FeedPostRow>(
      'feed_posts',
      { replaceOne: { filter: { _id: id }, replacement, upsert: true } },
      { owner },
    ),
  ];
  const wasVisible = previous?.feedKey != null;
  const isVisible = row.feedKey !== null;
  if (!wasVisible && isVisible && row.feedKey && row.publishedAt) {
    const key = row.feedKey;
    const publishedAt = row.publishedAt;
    ops.push(
      documentOp<FeedIndexRow>('feed_index', {
        replaceOne: {
          filter: { _id: row._id },
          replacement: { creatorId: row.creatorId, feedKey: key },
          upsert: true,
        },
      }),
      documentOp<FeedHeadRow>(
        'feed_heads',
        {
          updateOne: {
            filter: { _id: row.creatorId },
            update: {
              $max: { headKey: key, lastPublishedAt: publishedAt },
              $inc: { visibleCount: 1 },
              $setOnInsert: { creatorId: row.creatorId },
            },
            upsert: true,
          },
        },
        { owner: null },
      ),
      ...row.items.map((item) =>
        documentOp<FeedMediaRow>('feed_media', {
          replaceOne: {
            filter: { _id: `${row._id}:${item.fmItemId}` },
            replacement: {
              creatorId: row.creatorId,
              postId: row._id,
              fmItemId: item.fmItemId,
              itemType: item.itemType,
              sortOrder: item.sortOrder,
              mediaKey: mediaKey(key, item.sortOrder),
              publishedAt,
            },
            upsert: true,
          },
        }),
      ),
    );
  } else if (wasVisible && !isVisible) {
    ops.push(
      documentOp<FeedIndexRow>('feed_index', { deleteOne: { filter: { _id: row._id } } }),
      documentOp<FeedHeadRow>(
        'feed_heads',
        {
          updateOne: {
            filter: { _id: row.creatorId },
            update: { $inc: { visibleCount: -1 } },
          },
        },
        { owner: null },
      ),
      documentOp<FeedMediaRow>(
        'feed_media',
        { deleteMany: { filter: { postId: row._id } } },
        { id: row._id },
      ),
    );
  }
  return ops;
}

/**
 * The feeds' read model: every post (`feed_posts`), each Flirt's feed head (`feed_heads`, also
 * the realtime topic followers join for new posts), the global order of visible posts
 * (`feed_index`, small rows for the home feed's walk), the media of visible posts (`feed_media`)
 * and the Flirts' genders for the explore feed (`feed_creators`). See docs/adr/0060.
 */
export const feedPostsProjection = defineProjection<Handled>({
  name: 'feed-posts',
  version: 2,
  eventTypes: [...POST_EVENT_TYPES, 'GenderSet'],
  collections: {
    [READ_MODELS.feedPosts]: {
      indexes: [
        { key: { creatorId: 1, feedKey: -1 } },
        { key: { feedKey: -1 } },
        { key: { creatorGender: 1, feedKey: -1 } },
        { key: { creatorId: 1, queue: 1, orderingDate: -1 } },
        { key: { reviewState: 1, reviewRequestedAt: 1 } },
        { key: { publishAfter: 1 } },
      ],
    },
    [READ_MODELS.feedHeads]: {},
    [READ_MODELS.feedIndex]: { indexes: [{ key: { feedKey: -1 } }] },
    [READ_MODELS.feedMedia]: {
      indexes: [
        { key: { creatorId: 1, mediaKey: -1 } },
        { key: { creatorId: 1, itemType: 1, mediaKey: -1 } },
        { key: { postId: 1 } },
      ],
    },
    [READ_MODELS.feedCreators]: {},
  },
  handle: async (event, context) => {
    if (event.type === 'GenderSet') {
      const gender = event.data.flirtGender;
      return [
        documentOp<FeedCreatorRow>('feed_creators', {
          replaceOne: { filter: { _id: event.data.userId }, replacement: { gender }, upsert: true },
        }),
        documentOp<FeedPostRow>(
          'feed_posts',
          {
            updateMany: {
              filter: { creatorId: event.data.userId },
              update: { $set: { creatorGender: gender } },
            },
          },
          { owner: null },
        ),
      ];
    }
    return handlePostEvent(event, context);
  },
});
