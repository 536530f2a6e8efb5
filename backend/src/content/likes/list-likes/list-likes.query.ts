import { Query } from '@nestjs/cqrs';
import type { LikeEntry } from '@flirtwire/contracts';

export class ListLikesQuery extends Query<{ likes: LikeEntry[] }> {
  constructor(
    readonly postId: string,
    readonly viewerId: string,
  ) {
    super();
  }
}
