import { Query } from '@nestjs/cqrs';
import type { FollowView } from '@flirtwire/contracts';

export class ListFollowsQuery extends Query<{ follows: FollowView[] }> {
  constructor(
    readonly customerId: string,
    /** Only these Flirts; null: every Flirt followed now. */
    readonly advisorIds: readonly string[] | null,
  ) {
    super();
  }
}
