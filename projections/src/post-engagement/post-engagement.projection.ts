import { READ_MODELS } from '@flirtwire/contracts';
import type { ContentEventOf, EnvelopeOf } from '@flirtwire/contracts';
import { defineProjection, type DocumentOp, documentOp, ownedByCreator } from '../projection.js';

/** Like and comment counts of a post; its object topic carries live count changes. */
export type PostCountsRow = { _id: string; creatorId: string; likes: number; comments: number };

export type PostLikeRow = {
  _id: string;
  postId: string;
  creatorId: string;
  userId: string;
  login: string;
  active: boolean;
  likedAt: string | null;
  /** Revision of the last event of `like-<postId>-<userId>` applied. */
  revision: number;
};

export type PostCommentRow = {
  _id: string;
  postId: string;
  creatorId: string;
  userId: string;
  login: string;
  body: string;
  byPostAuthor: boolean;
  createdAt: string;
  /** createdAt plus the comment id: a unique, time-ordered paging key. */
  commentKey: string;
};

export const likeId = (postId: string, userId: string) => `${postId}:${userId}`;

type Handled = EnvelopeOf<
  ContentEventOf<'PostLiked' | 'PostUnliked' | 'CommentAdded' | 'CommentHidden'>
>;

function countOp(postId: string, creatorId: string, field: 'likes' | 'comments', by: number) {
  return documentOp<PostCountsRow>(
    'post_counts',
    {
      updateOne: {
        filter: { _id: postId },
        update: {
          $inc: { [field]: by, [field === 'likes' ? 'comments' : 'likes']: 0 },
          $setOnInsert: { creatorId },
        },
        upsert: true,
      },
    },
    { owner: ownedByCreator(creatorId) },
  );
}

/** Likes (a toggle per person and post), comments, and the counts the feeds show. */
export const postEngagementProjection = defineProjection<Handled>({
  name: 'post-engagement',
  version: 1,
  // Each document is one Flirt's post, from content events carrying that Flirt: one bus key, one
  // topic (docs/adr/0124).
  partitioned: true,
  eventTypes: ['PostLiked', 'PostUnliked', 'CommentAdded', 'CommentHidden'],
  collections: {
    [READ_MODELS.postCounts]: {},
    [READ_MODELS.postLikes]: { indexes: [{ key: { postId: 1, active: 1, likedAt: -1 } }] },
    [READ_MODELS.postComments]: { indexes: [{ key: { postId: 1, commentKey: -1 } }] },
  },
  handle: async (event, context): Promise<DocumentOp[]> => {
    switch (event.type) {
      case 'PostLiked':
      case 'PostUnliked': {
        const { postId, creatorId, userId } = event.data;
        const id = likeId(postId, userId);
        const row = await context
          .collection<PostLikeRow>(READ_MODELS.postLikes)
          .findOne({ _id: id });
        if (row && event.revision <= row.revision) return [];
        const liked = event.type === 'PostLiked';
        const ops: DocumentOp[] = [
          documentOp<PostLikeRow>(
            'post_likes',
            {
              replaceOne: {
                filter: { _id: id },
                replacement: {
                  postId,
                  creatorId,
                  userId,
                  login: event.type === 'PostLiked' ? event.data.login : (row?.login ?? ''),
                  active: liked,
                  likedAt: liked ? event.occurredAt : null,
                  revision: event.revision,
                },
                upsert: true,
              },
            },
            { owner: ownedByCreator(creatorId) },
          ),
        ];
        if ((row?.active ?? false) !== liked) {
          ops.push(countOp(postId, creatorId, 'likes', liked ? 1 : -1));
        }
        return ops;
      }
      case 'CommentAdded': {
        const d = event.data;
        const existing = await context
          .collection<PostCommentRow>(READ_MODELS.postComments)
          .findOne({ _id: d.commentId });
        if (existing) return [];
        return [
          documentOp<PostCommentRow>(
            'post_comments',
            {
              insertOne: {
                document: {
                  _id: d.commentId,
                  postId: d.postId,
                  creatorId: d.creatorId,
                  userId: d.userId,
                  login: d.login,
                  body: d.body,
                  byPostAuthor: d.byPostAuthor,
                  createdAt: event.occurredAt,
                  commentKey: `${new Date(event.occurredAt).toISOString()}~${d.commentId}`,
                },
              },
            },
            { owner: ownedByCreator(d.creatorId) },
          ),
          countOp(d.postId, d.creatorId, 'comments', 1),
        ];
      }
      case 'CommentHidden': {
        // A moderator took the comment down: it leaves the list and the count, once.
        const d = event.data;
        const existing = await context
          .collection<PostCommentRow>(READ_MODELS.postComments)
          .findOne({ _id: d.commentId });
        if (!existing) return [];
        return [
          documentOp<PostCommentRow>(
            'post_comments',
            { deleteOne: { filter: { _id: d.commentId } } },
            { owner: ownedByCreator(d.creatorId) },
          ),
          countOp(d.postId, d.creatorId, 'comments', -1),
        ];
      }
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
});
