import {
  type ActivityEventOf,
  activityStreamId,
  GOODY_MESSAGES as M,
  platformFee,
} from '@flirtwire/contracts';
import type { Decider } from '../shared/domain/decider.js';
import { DomainError, NotFoundError } from '../shared/errors.js';
import type { GoodyBagState } from './goody-bag.decider.js';

type GoodiesSold = ActivityEventOf<'GoodiesSold'>;

export interface BuyGoodyBag {
  readonly type: 'BuyGoodyBag';
  /** `<goodyBagId>-<customerId>`: one purchase per buyer and bag. */
  readonly saleId: string;
  readonly customerId: string;
  /** The bag's stream, gathered by the handler. */
  readonly bag: GoodyBagState;
  /** Either side blocked the other. */
  readonly blocked: boolean;
  /** When the sale happened (UTC ISO). */
  readonly at: string;
}

export interface GoodyPurchaseState {
  readonly sold: GoodiesSold['data'] | null;
}

/**
 * Every rule a purchase must pass: the handler runs it before the card is charged, the decider
 * again when the sale is recorded. Returns the price in cents.
 */
export function checkPurchase(command: BuyGoodyBag): number {
  const { bag } = command;
  if (!bag.exists || bag.deleted || !bag.content) {
    throw new NotFoundError(M.notFound, 'goody_bag_not_found');
  }
  if (bag.creatorId === command.customerId) {
    throw new DomainError('own_goody_bag', M.ownBag, 422);
  }
  if (bag.status !== 'published')
    throw new DomainError('goody_bag_not_for_sale', M.notForSale, 422);
  if (command.blocked) throw new DomainError('blocked', M.blocked, 403);
  return bag.content.priceCents;
}

/**
 * One buyer's purchase of one bag, in `goody-sale-<saleId>`: the existing `GoodiesSold`
 * activity event, so My Customers, earnings and the 1099-K ledger count it as any goodies
 * sale. A second purchase of the same bag by the same buyer records nothing.
 */
export const goodyPurchaseDecider: Decider<GoodyPurchaseState, BuyGoodyBag, GoodiesSold> = {
  name: 'goody-purchase',
  eventTypes: ['GoodiesSold'],
  initialState: { sold: null },
  evolve: (state, event) => (state.sold ? state : { sold: event.data }),
  decide(command, state) {
    if (state.sold) return [];
    const amountCents = checkPurchase(command);
    const { bag } = command;
    return [
      {
        type: 'GoodiesSold',
        data: {
          saleId: command.saleId,
          chargeId: activityStreamId('goody-sale', command.saleId),
          creatorId: bag.creatorId,
          customerId: command.customerId,
          goodyBagId: bag.goodyBagId,
          title: bag.content?.title ?? '',
          at: command.at,
          amountCents,
          platformFeeCents: platformFee(amountCents),
        },
      },
    ];
  },
};
