import { Query } from '@nestjs/cqrs';
import type { CommentView } from '@flirtwire/contracts';
import type { ViewerContext } from '../../feeds/post-access.js';

export interface CommentsPage {
  readonly records: CommentView[];
  readonly moreRecords: boolean;
  readonly cursor: string | null;
}

export class ListCommentsQuery extends Query<CommentsPage> {
  constructor(
    readonly postId: string,
    readonly viewer: ViewerContext,
    readonly cursor: string | undefined,
    readonly perPage: number,
  ) {
    super();
  }
}
