import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FollowView } from '@flirtwire/contracts';
import { UserDirectory } from '../../../identity/user/user-directory.js';
import { ViewerRelations } from '../../feeds/viewer-relations.js';
import { followView } from '../follow-view.js';
import { ListFollowsQuery } from './list-follows.query.js';

@QueryHandler(ListFollowsQuery)
export class ListFollowsHandler implements IQueryHandler<ListFollowsQuery> {
  constructor(
    private readonly relations: ViewerRelations,
    private readonly directory: UserDirectory,
  ) {}

  async execute({ customerId, advisorIds }: ListFollowsQuery): Promise<{ follows: FollowView[] }> {
    const following =
      advisorIds === null
        ? (await this.relations.all(customerId))
            .filter((row) => row.following)
            .map((row) => [row.creatorId, true] as const)
        : await (async () => {
            const relations = await this.relations.withEach(customerId, advisorIds);
            return advisorIds.map((id) => [id, relations.get(id)?.following ?? false] as const);
          })();
    const follows = await Promise.all(
      following.map(async ([creatorId, active]) =>
        followView(creatorId, (await this.directory.load(creatorId)).login, active),
      ),
    );
    return { follows };
  }
}
