import { Query } from '@nestjs/cqrs';
import type {
  GoodyBagDetail,
  GoodyBagsPage,
  GoodyBagsPresence,
  PurchasedGoodyBagsPage,
} from '@flirtwire/contracts';

/** A Flirt's goody bags for sale, newest first (storefront goodies tab). */
export class AdvisorGoodyBagsQuery extends Query<GoodyBagsPage> {
  constructor(
    readonly login: string,
    readonly page: number,
    readonly viewerId: string | null,
  ) {
    super();
  }
}

/** Whether a Flirt has any goody bag for sale (the storefront shows the tab only then). */
export class GoodyBagsPresenceQuery extends Query<GoodyBagsPresence> {
  constructor(readonly login: string) {
    super();
  }
}

/** The signed-in Flirt's own bags, drafts included (the composer's list). */
export class OwnGoodyBagsQuery extends Query<GoodyBagsPage> {
  constructor(
    readonly creatorId: string,
    readonly page: number,
  ) {
    super();
  }
}

/** The signed-in person's purchases, newest first. */
export class PurchasedGoodyBagsQuery extends Query<PurchasedGoodyBagsPage> {
  constructor(
    readonly customerId: string,
    readonly page: number,
  ) {
    super();
  }
}

/** One bag as the viewer may see it. */
export class GoodyBagDetailQuery extends Query<GoodyBagDetail> {
  constructor(
    readonly goodyBagId: string,
    readonly viewerId: string | null,
  ) {
    super();
  }
}
