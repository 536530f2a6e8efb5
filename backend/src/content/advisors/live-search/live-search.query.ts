import { Query } from '@nestjs/cqrs';
import type { LiveSearchHit } from '@flirtwire/contracts';

export class LiveSearchQuery extends Query<{ results: LiveSearchHit[] }> {
  constructor(
    readonly viewerId: string | null,
    readonly text: string,
  ) {
    super();
  }
}
