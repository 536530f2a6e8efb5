import { Query } from '@nestjs/cqrs';
import type { PostView } from '@flirtwire/contracts';
import type { ViewerContext } from '../../feeds/post-access.js';

export class GetPostQuery extends Query<PostView> {
  constructor(
    readonly postId: string,
    readonly viewer: ViewerContext,
  ) {
    super();
  }
}
