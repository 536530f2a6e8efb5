import { Query } from '@nestjs/cqrs';
import type { FeedPage, PostView } from '@flirtwire/contracts';

export class ExploreFeedQuery extends Query<FeedPage<PostView>> {
  constructor(
    readonly viewerId: string | null,
    /** '0' women, '1' men, '2' transgender, 'all'; undefined: the viewer's preference. */
    readonly gender: string | undefined,
    readonly cursor: string | undefined,
    readonly perPage: number,
  ) {
    super();
  }
}
