import { Query } from '@nestjs/cqrs';
import type { NewPostsCheck } from '@flirtwire/contracts';

export class NewPostsCheckQuery extends Query<NewPostsCheck> {
  constructor(
    readonly viewerId: string,
    /** The `newest_cursor` of the first page the viewer has. */
    readonly cursor: string | undefined,
  ) {
    super();
  }
}
