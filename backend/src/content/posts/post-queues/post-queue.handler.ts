import { READ_MODELS } from '@flirtwire/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PostDisplayStatus, PostView } from '@flirtwire/contracts';
import type { FeedPostRow } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { PostPresenter } from '../../feeds/post-presenter.js';
import { PostQueueQuery, type PostQueueName } from './post-queue.query.js';

const SHOWN: Readonly<Record<PostQueueName, readonly PostDisplayStatus[]>> = {
  scheduled: ['scheduled'],
  processing: ['processing', 'pending_review'],
  removed: ['removed'],
};

/** A Flirt's unpublished posts are few; the queue lists read them all and sort them by status. */
const UNPUBLISHED_MAX = 500;

@QueryHandler(PostQueueQuery)
export class PostQueueHandler implements IQueryHandler<PostQueueQuery> {
  constructor(
    private readonly readModels: ReadModels,
    private readonly presenter: PostPresenter,
  ) {}

  async execute({ ownerId, queue, viewer }: PostQueueQuery): Promise<{ records: PostView[] }> {
    const rows = await this.readModels
      .collection<FeedPostRow>(READ_MODELS.feedPosts)
      .find(
        { creatorId: ownerId, queue: { $in: ['pending', 'removed'] } },
        { sort: { orderingDate: queue === 'scheduled' ? 1 : -1 }, limit: UNPUBLISHED_MAX },
      )
      .toArray();
    const views = await this.presenter.present(rows, viewer);
    return { records: views.filter((view) => SHOWN[queue].includes(view.display_status)) };
  }
}
