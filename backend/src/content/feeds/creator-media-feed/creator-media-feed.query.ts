import { Query } from '@nestjs/cqrs';
import type { FeedPage, MediaFeedRecord } from '@flirtwire/contracts';

export class CreatorMediaFeedQuery extends Query<FeedPage<MediaFeedRecord>> {
  constructor(
    readonly creatorId: string,
    readonly viewerId: string | null,
    readonly filter: 'all' | 'photo' | 'video' | 'audio',
    readonly cursor: string | undefined,
    readonly perPage: number,
  ) {
    super();
  }
}
