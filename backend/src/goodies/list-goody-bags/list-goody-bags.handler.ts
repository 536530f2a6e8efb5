import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  GOODY_BAGS_PER_PAGE as PER_PAGE,
  type GoodyBagsPage,
  type GoodyBagsPresence,
  type PurchasedGoodyBagsPage,
} from '@flirtwire/contracts';
import {
  GOODY_BAGS,
  GOODY_PURCHASES,
  type GoodyBagDoc,
  type GoodyPurchaseDoc,
} from '@flirtwire/projections';
import { UserDirectory } from '../../identity/user/user-directory.js';
import { isAdvisor } from '../../identity/user/user.state.js';
import { ReadModels } from '../../read-side/read-models.js';
import { NotFoundError } from '../../shared/errors.js';
import { GoodyViews } from '../goody-views.js';
import {
  AdvisorGoodyBagsQuery,
  GoodyBagsPresenceQuery,
  OwnGoodyBagsQuery,
  PurchasedGoodyBagsQuery,
} from './list-goody-bags.query.js';

const FLIRT_NOT_FOUND = 'Flirt not found.';

/** The active Flirt holding a login, or 404 (the storefront's missing-profile rule). */
async function flirtId(directory: UserDirectory, login: string): Promise<string> {
  const user = await directory.findBy('login', login);
  if (!user?.exists || !user.active || !isAdvisor(user)) {
    throw new NotFoundError(FLIRT_NOT_FOUND, 'advisor_not_found');
  }
  return user.userId;
}

const forSale = (creatorId: string) => ({
  creatorId,
  status: 'published' as const,
  deleted: false,
});

@QueryHandler(AdvisorGoodyBagsQuery)
export class AdvisorGoodyBagsHandler implements IQueryHandler<AdvisorGoodyBagsQuery> {
  constructor(
    private readonly readModels: ReadModels,
    private readonly directory: UserDirectory,
    private readonly views: GoodyViews,
  ) {}

  async execute({ login, page, viewerId }: AdvisorGoodyBagsQuery): Promise<GoodyBagsPage> {
    const creatorId = await flirtId(this.directory, login);
    const bags = this.readModels.collection<GoodyBagDoc>(GOODY_BAGS);
    const filter = forSale(creatorId);
    const [docs, count] = await Promise.all([
      bags
        .find(filter, { sort: { listKey: -1 }, skip: (page - 1) * PER_PAGE, limit: PER_PAGE })
        .toArray(),
      bags.countDocuments(filter),
    ]);
    return {
      goody_bags: await this.views.summaries(docs, viewerId),
      count,
      page,
      per_page: PER_PAGE,
    };
  }
}

@QueryHandler(GoodyBagsPresenceQuery)
export class GoodyBagsPresenceHandler implements IQueryHandler<GoodyBagsPresenceQuery> {
  constructor(
    private readonly readModels: ReadModels,
    private readonly directory: UserDirectory,
  ) {}

  async execute({ login }: GoodyBagsPresenceQuery): Promise<GoodyBagsPresence> {
    const creatorId = await flirtId(this.directory, login);
    const one = await this.readModels
      .collection<GoodyBagDoc>(GOODY_BAGS)
      .findOne(forSale(creatorId), { projection: { _id: 1 } });
    return { goody_bags_present: one !== null };
  }
}

@QueryHandler(OwnGoodyBagsQuery)
export class OwnGoodyBagsHandler implements IQueryHandler<OwnGoodyBagsQuery> {
  constructor(
    private readonly readModels: ReadModels,
    private readonly views: GoodyViews,
  ) {}

  async execute({ creatorId, page }: OwnGoodyBagsQuery): Promise<GoodyBagsPage> {
    const bags = this.readModels.collection<GoodyBagDoc>(GOODY_BAGS);
    const filter = { creatorId, deleted: false };
    const [docs, count] = await Promise.all([
      bags
        .find(filter, {
          sort: { createdAt: -1, _id: -1 },
          skip: (page - 1) * PER_PAGE,
          limit: PER_PAGE,
        })
        .toArray(),
      bags.countDocuments(filter),
    ]);
    return {
      goody_bags: await this.views.summaries(docs, creatorId),
      count,
      page,
      per_page: PER_PAGE,
    };
  }
}

@QueryHandler(PurchasedGoodyBagsQuery)
export class PurchasedGoodyBagsHandler implements IQueryHandler<PurchasedGoodyBagsQuery> {
  constructor(
    private readonly readModels: ReadModels,
    private readonly views: GoodyViews,
  ) {}

  async execute({ customerId, page }: PurchasedGoodyBagsQuery): Promise<PurchasedGoodyBagsPage> {
    const purchases = this.readModels.collection<GoodyPurchaseDoc>(GOODY_PURCHASES);
    const [rows, count] = await Promise.all([
      purchases
        .find(
          { customerId },
          { sort: { purchasedAt: -1, _id: -1 }, skip: (page - 1) * PER_PAGE, limit: PER_PAGE },
        )
        .toArray(),
      purchases.countDocuments({ customerId }),
    ]);
    const bags = await this.readModels
      .collection<GoodyBagDoc>(GOODY_BAGS)
      .find({ _id: { $in: rows.map((row) => row.goodyBagId) } })
      .toArray();
    return {
      purchases: await this.views.purchases(rows, bags, customerId),
      count,
      page,
      per_page: PER_PAGE,
    };
  }
}
