import { Query } from '@nestjs/cqrs';
import type { TagsResponse } from '@flirtwire/contracts';

/** The Flirt's user tags and the system tags, each with how many customers carry it. */
export class ListTagsQuery extends Query<TagsResponse> {
  constructor(
    readonly creatorId: string,
    /** As of the end of this day (YYYY-MM-DD); absent: now. */
    readonly asOf?: string,
  ) {
    super();
  }
}
