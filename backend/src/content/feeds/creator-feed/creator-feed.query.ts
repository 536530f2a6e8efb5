import { Query } from '@nestjs/cqrs';
import type { FeedPage, PostView } from '@flirtwire/contracts';

export class CreatorFeedQuery extends Query<FeedPage<PostView>> {
  constructor(
    readonly creatorId: string,
    readonly viewerId: string | null,
    readonly cursor: string | undefined,
    readonly perPage: number,
  ) {
    super();
  }
}
