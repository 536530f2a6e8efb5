import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  GOODY_MESSAGES as M,
  type GoodyBagDetail,
  goodySaleIdOf,
  isUuid,
} from '@flirtwire/contracts';
import {
  GOODY_BAGS,
  GOODY_PURCHASES,
  type GoodyBagDoc,
  type GoodyPurchaseDoc,
} from '@flirtwire/projections';
import { ReadModels } from '../../read-side/read-models.js';
import { NotFoundError } from '../../shared/errors.js';
import { GoodyViews } from '../goody-views.js';
import { GoodyBagDetailQuery } from '../list-goody-bags/list-goody-bags.query.js';

/**
 * One bag: anyone sees a bag for sale; its Flirt sees drafts too; a buyer keeps seeing (and
 * opening) a bag they bought after it went off sale or was deleted. Anyone else gets 404.
 */
@QueryHandler(GoodyBagDetailQuery)
export class GoodyBagDetailHandler implements IQueryHandler<GoodyBagDetailQuery> {
  constructor(
    private readonly readModels: ReadModels,
    private readonly views: GoodyViews,
  ) {}

  async execute({ goodyBagId, viewerId }: GoodyBagDetailQuery): Promise<GoodyBagDetail> {
    const doc = isUuid(goodyBagId)
      ? await this.readModels.collection<GoodyBagDoc>(GOODY_BAGS).findOne({ _id: goodyBagId })
      : null;
    if (!doc) throw new NotFoundError(M.notFound, 'goody_bag_not_found');
    const forSale = doc.status === 'published' && !doc.deleted;
    const owner = doc.creatorId === viewerId && !doc.deleted;
    if (!forSale && !owner && !(await this.bought(doc._id, viewerId))) {
      throw new NotFoundError(M.notFound, 'goody_bag_not_found');
    }
    return this.views.detail(doc, viewerId);
  }

  private async bought(goodyBagId: string, viewerId: string | null): Promise<boolean> {
    if (!viewerId) return false;
    const row = await this.readModels
      .collection<GoodyPurchaseDoc>(GOODY_PURCHASES)
      .findOne({ _id: goodySaleIdOf(goodyBagId, viewerId) });
    return row !== null;
  }
}
