import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CONTENT_MESSAGES as M, isUuid, READ_MODELS } from '@flirtwire/contracts';
import type { FeedPostRow, PostCommentRow } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { DomainError, NotFoundError, ValidationError } from '../../../shared/errors.js';
import { mediaUnlocked, postAccess } from '../../feeds/post-access.js';
import { ViewerRelations } from '../../feeds/viewer-relations.js';
import { commentView } from '../comment-view.js';
import { type CommentsPage, ListCommentsQuery } from './list-comments.query.js';

const COMMENT_KEY =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z~[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function below(cursor: string | undefined): string {
  if (cursor === undefined || cursor === '') return '~';
  const key = /^[\w-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  if (!COMMENT_KEY.test(key)) throw new ValidationError({ cursor: M.cursorInvalid });
  return key;
}

/** A post's comments, newest first, with cursor paging; only for viewers who see the post. */
@QueryHandler(ListCommentsQuery)
export class ListCommentsHandler implements IQueryHandler<ListCommentsQuery> {
  constructor(
    private readonly readModels: ReadModels,
    private readonly relations: ViewerRelations,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ postId, viewer, cursor, perPage }: ListCommentsQuery): Promise<CommentsPage> {
    const from = below(cursor);
    const post = isUuid(postId)
      ? await this.readModels
          .collection<FeedPostRow>(READ_MODELS.feedPosts)
          .findOne({ _id: postId })
      : null;
    if (!post) throw new NotFoundError(M.postNotFound, 'post_not_found');
    const relation =
      viewer.userId === null ? undefined : await this.relations.with(viewer.userId, post.creatorId);
    const access = postAccess(post, viewer, relation, this.clock.now());
    if (access === 'hidden') throw new NotFoundError(M.postNotFound, 'post_not_found');
    if (!mediaUnlocked(access)) throw new DomainError('post_locked', M.postLocked, 403);
    const rows = await this.readModels
      .collection<PostCommentRow>(READ_MODELS.postComments)
      .find({ postId, commentKey: { $lt: from } }, { sort: { commentKey: -1 }, limit: perPage + 1 })
      .toArray();
    const page = rows.slice(0, perPage);
    const last = page[page.length - 1];
    const more = rows.length > perPage;
    return {
      records: page.map((row) =>
        commentView({
          id: row._id,
          body: row.body,
          createdAt: row.createdAt,
          login: row.login,
          byPostAuthor: row.byPostAuthor,
        }),
      ),
      moreRecords: more,
      cursor: more && last ? Buffer.from(last.commentKey, 'utf8').toString('base64url') : null,
    };
  }
}
