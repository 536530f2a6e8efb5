import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CONTENT_MESSAGES as M, isUuid, type PostView, READ_MODELS } from '@flirtwire/contracts';
import type { FeedPostRow } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { NotFoundError } from '../../../shared/errors.js';
import { PostPresenter } from '../../feeds/post-presenter.js';
import { GetPostQuery } from './get-post.query.js';

@QueryHandler(GetPostQuery)
export class GetPostHandler implements IQueryHandler<GetPostQuery> {
  constructor(
    private readonly readModels: ReadModels,
    private readonly presenter: PostPresenter,
  ) {}

  async execute({ postId, viewer }: GetPostQuery): Promise<PostView> {
    const row = isUuid(postId)
      ? await this.readModels
          .collection<FeedPostRow>(READ_MODELS.feedPosts)
          .findOne({ _id: postId })
      : null;
    const [view] = row ? await this.presenter.present([row], viewer) : [];
    if (!view) throw new NotFoundError(M.postNotFound, 'post_not_found');
    return view;
  }
}
