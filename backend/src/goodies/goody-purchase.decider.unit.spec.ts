import { describe, it } from '@jest/globals';
import { GOODY_MESSAGES as M, type ActivityEventOf } from '@flirtwire/contracts';
import { spec } from '../test-support/decider-spec.js';
import { type GoodyBagState, initialGoodyBagState } from './goody-bag.decider.js';
import { type BuyGoodyBag, goodyPurchaseDecider } from './goody-purchase.decider.js';

const creatorId = '0190a0b0-0000-7000-8000-000000000002';
const customerId = '0190a0b0-0000-7000-8000-000000000001';
const goodyBagId = '0190a0b0-0000-7000-8000-00000000000b';
const saleId = `${goodyBagId}-${customerId}`;
const AT = '2026-03-01T10:00:00.000Z';

const bag: GoodyBagState = {
  ...initialGoodyBagState,
  exists: true,
  goodyBagId,
  creatorId,
  status: 'published',
  content: {
    title: 'Beach day',
    description: '',
    priceCents: 1299,
    items: [{ fmItemId: '0190a0b0-0000-7000-8000-0000000000f1', itemType: 'image', sortOrder: 0 }],
    dominanceTags: [],
    ageTags: [],
    raceTags: [],
    contentRating: 'tame',
    kinkTags: [],
    coverMediaId: null,
  },
};

const buy = (over: Partial<BuyGoodyBag> = {}): BuyGoodyBag => ({
  type: 'BuyGoodyBag',
  saleId,
  customerId,
  bag,
  blocked: false,
  at: AT,
  ...over,
});

const sold: ActivityEventOf<'GoodiesSold'> = {
  type: 'GoodiesSold',
  data: {
    saleId,
    chargeId: `goody-sale-${saleId}`,
    creatorId,
    customerId,
    goodyBagId,
    title: 'Beach day',
    at: AT,
    amountCents: 1299,
    platformFeeCents: 390,
  },
};

describe('goody purchase decider', () => {
  it('records the sale as a goodies sale with the platform fee', () => {
    spec(goodyPurchaseDecider).given([]).when(buy()).then([sold]);
  });

  it('records nothing when the buyer already bought the bag', () => {
    spec(goodyPurchaseDecider).given([sold]).when(buy()).then([]);
  });

  it('refuses your own bag, a bag not for sale, a block and a missing bag', () => {
    spec(goodyPurchaseDecider)
      .given([])
      .when(buy({ customerId: creatorId }))
      .thenThrows({ status: 422, message: M.ownBag });
    spec(goodyPurchaseDecider)
      .given([])
      .when(buy({ bag: { ...bag, status: 'draft' } }))
      .thenThrows({ status: 422, message: M.notForSale });
    spec(goodyPurchaseDecider)
      .given([])
      .when(buy({ blocked: true }))
      .thenThrows({ status: 403, message: M.blocked });
    spec(goodyPurchaseDecider)
      .given([])
      .when(buy({ bag: { ...bag, deleted: true } }))
      .thenThrows({ status: 404, message: M.notFound });
  });
});
