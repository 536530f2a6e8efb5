import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CONTENT_MESSAGES as M, type LikeEntry, READ_MODELS } from '@flirtwire/contracts';
import type { FeedPostRow, PostLikeRow } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { NotFoundError } from '../../../shared/errors.js';
import { initialsOf } from '../../comments/initials.js';
import { ListLikesQuery } from './list-likes.query.js';

const LIKES_SHOWN = 500;

/** The likes list is the post owner's (spec 000 §4: owners see it on the likes count). */
@QueryHandler(ListLikesQuery)
export class ListLikesHandler implements IQueryHandler<ListLikesQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ postId, viewerId }: ListLikesQuery): Promise<{ likes: LikeEntry[] }> {
    const post = await this.readModels
      .collection<FeedPostRow>(READ_MODELS.feedPosts)
      .findOne({ _id: postId });
    if (!post || post.deleted || post.creatorId !== viewerId) {
      throw new NotFoundError(M.postNotFound, 'post_not_found');
    }
    const rows = await this.readModels
      .collection<PostLikeRow>(READ_MODELS.postLikes)
      .find({ postId, active: true }, { sort: { likedAt: -1 }, limit: LIKES_SHOWN })
      .toArray();
    return { likes: rows.map((row) => [row.login, row.userId, initialsOf(row.login)] as const) };
  }
}
