import { Query } from '@nestjs/cqrs';
import type { ContentCheck } from '@flirtwire/contracts';

export class ContentCheckQuery extends Query<ContentCheck> {
  constructor(
    readonly advisorIds: readonly string[],
    /** For the combined check without ids: the viewer's home-feed Flirts. */
    readonly viewerId: string | null,
  ) {
    super();
  }
}
