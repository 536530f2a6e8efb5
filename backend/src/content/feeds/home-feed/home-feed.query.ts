import { Query } from '@nestjs/cqrs';
import type { FeedPage, PostView } from '@flirtwire/contracts';

export class HomeFeedQuery extends Query<FeedPage<PostView>> {
  constructor(
    readonly viewerId: string,
    readonly cursor: string | undefined,
    readonly perPage: number,
  ) {
    super();
  }
}
