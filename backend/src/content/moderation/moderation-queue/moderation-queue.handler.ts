import { READ_MODELS } from '@flirtwire/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PostView } from '@flirtwire/contracts';
import type { FeedPostRow } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { PostPresenter } from '../../feeds/post-presenter.js';
import { ModerationQueueQuery } from './moderation-queue.query.js';

/**
 * Posts waiting for review (not_reviewed, or not_accepted_edited after a rejection), oldest
 * first. Moderators see them in full here, and only here.
 */
@QueryHandler(ModerationQueueQuery)
export class ModerationQueueHandler implements IQueryHandler<ModerationQueueQuery> {
  constructor(
    private readonly readModels: ReadModels,
    private readonly presenter: PostPresenter,
  ) {}

  async execute({
    moderatorId,
    limit,
  }: ModerationQueueQuery): Promise<{ records: PostView[]; moreRecords: boolean }> {
    const rows = await this.readModels
      .collection<FeedPostRow>(READ_MODELS.feedPosts)
      .find({ reviewState: 'waiting' }, { sort: { reviewRequestedAt: 1 }, limit: limit + 1 })
      .toArray();
    const records = await this.presenter.present(rows.slice(0, limit), {
      userId: moderatorId,
      moderating: true,
    });
    return { records, moreRecords: rows.length > limit };
  }
}
