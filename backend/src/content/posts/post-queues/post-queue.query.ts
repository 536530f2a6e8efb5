import { Query } from '@nestjs/cqrs';
import type { PostView } from '@flirtwire/contracts';
import type { ViewerContext } from '../../feeds/post-access.js';

/** Spec 000 §2 post queues: Scheduled, Processing, Rejected (removed). */
export type PostQueueName = 'scheduled' | 'processing' | 'removed';

export class PostQueueQuery extends Query<{ records: PostView[] }> {
  constructor(
    readonly ownerId: string,
    readonly queue: PostQueueName,
    /** The owner, or a moderator looking at someone else's queue. */
    readonly viewer: ViewerContext,
  ) {
    super();
  }
}
