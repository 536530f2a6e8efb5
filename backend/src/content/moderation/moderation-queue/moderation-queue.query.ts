import { Query } from '@nestjs/cqrs';
import type { PostView } from '@flirtwire/contracts';

export class ModerationQueueQuery extends Query<{ records: PostView[]; moreRecords: boolean }> {
  constructor(
    readonly moderatorId: string,
    readonly limit: number,
  ) {
    super();
  }
}
